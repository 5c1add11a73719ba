import { useId } from 'react'
import Input from 'antd-mobile/es/components/input'

interface FieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'password' | 'tel'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'tel' | 'decimal'
  maxLength?: number
  name?: string
  placeholder?: string
}

/**
 * A labelled input: the label is a real <label>, so every field has an accessible name. The kit's
 * clear icon is off: it is a nameless-role div with an aria-label (axe: aria-prohibited-attr) that a
 * keyboard cannot reach.
 */
export function Field({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  name,
  placeholder,
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
        placeholder={placeholder}
        clearable={false}
      />
    </div>
  )
}
