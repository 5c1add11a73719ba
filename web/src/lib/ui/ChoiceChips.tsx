import { useId, type ReactNode } from 'react'
import './ui.css'

export interface Choice<V extends string> {
  value: V
  label: ReactNode
  hint?: ReactNode
}

interface ChoiceChipsProps<V extends string> {
  legend: string
  name: string
  choices: readonly Choice<V>[]
  value: V | null
  onChange: (value: V) => void
  columns?: 2 | 3
  /** What is wrong (nothing chosen), shown under the choices; none when valid. */
  error?: string | null
}

/** A radio group drawn as chips: real radio inputs, so keyboards and screen readers know it. */
export function ChoiceChips<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  columns = 2,
  error,
}: ChoiceChipsProps<V>) {
  const errorId = useId()
  return (
    <fieldset
      className="chips"
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className="field-label">{legend}</legend>
      <div className={`chips-grid chips-${columns}`}>
        {choices.map((choice) => (
          <label key={choice.value} className="chip" data-checked={value === choice.value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="visually-hidden"
            />
            <span className="chip-label">{choice.label}</span>
            {choice.hint !== undefined && <span className="chip-hint">{choice.hint}</span>}
          </label>
        ))}
      </div>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
