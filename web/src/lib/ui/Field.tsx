import { useId } from 'react'
import { Input } from 'antd-mobile'

interface FieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'password' | 'tel'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'tel'
  maxLength?: number
  name?: string
}

/** A labelled input: the label is a real <label>, so every field has an accessible name. */
export function Field({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  name,
}: FieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <Input
        id={id}
        name={name}
        className="field-input"
        type={type}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        clearable={type !== 'password'}
      />
    </div>
  )
}
