import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import Input, { type InputRef } from 'antd-mobile/es/components/input'
import EyeInvisibleOutline from 'antd-mobile-icons/es/EyeInvisibleOutline'
import EyeOutline from 'antd-mobile-icons/es/EyeOutline'
import { useTranslation } from '../i18n/translate.ts'
import './ui.css'

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
  /** What is wrong with the value, shown under the field and announced with it; none when valid. */
  error?: string | null
  /** A line under the field that helps fill it in. */
  hint?: string
  /** Off for a password: a shown password must not be capitalised or corrected by the keyboard. */
  autoCapitalize?: 'off'
  autoCorrect?: 'off'
  /** A control inside the field's box, at its end (a password's show/hide button). */
  after?: (inputId: string) => ReactNode
  /** The keyboard's Enter (Go) key, for a field outside a form (in a dialog). */
  onEnterPress?: () => void
}

/**
 * A labelled input: the label is a real <label>, so every field has an accessible name. The kit's
 * clear icon is off: it is a nameless-role div with an aria-label (axe: aria-prohibited-attr) that a
 * keyboard cannot reach. An error shows under the field (not only in a toast that covers it), and
 * the input is marked invalid and described by it.
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
  error,
  hint,
  autoCapitalize,
  autoCorrect,
  after,
  onEnterPress,
}: FieldProps) {
  const id = useId()
  const input = useRef<InputRef>(null)
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  // The kit's Input does not pass aria attributes to its <input>: they are set on the element.
  useEffect(() => {
    const element = input.current?.nativeElement
    if (!element) return
    const described = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ')
    if (error) element.setAttribute('aria-invalid', 'true')
    else element.removeAttribute('aria-invalid')
    if (described) element.setAttribute('aria-describedby', described)
    else element.removeAttribute('aria-describedby')
  }, [error, errorId, hint, hintId])
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={after ? 'field-box field-box-after' : 'field-box'}>
        <Input
          ref={input}
          id={id}
          name={name}
          className="field-input"
          type={type}
          value={value}
          onChange={onChange}
          autoComplete={autoComplete}
          autoCapitalize={autoCapitalize}
          autoCorrect={autoCorrect}
          inputMode={inputMode}
          maxLength={maxLength}
          placeholder={placeholder}
          clearable={false}
          // Only this field's own action: not the implicit submit of a form the field may sit in.
          onEnterPress={
            onEnterPress &&
            ((event) => {
              event.preventDefault()
              onEnterPress()
            })
          }
        />
        {after?.(id)}
      </div>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
}

interface PasswordFieldProps extends Omit<
  FieldProps,
  'type' | 'autoComplete' | 'after' | 'autoCapitalize' | 'autoCorrect'
> {
  /** Whether the password manager fills in the saved password or offers to save a new one. */
  autoComplete: 'current-password' | 'new-password'
}

/**
 * A password, hidden until its owner asks to see it (a button inside the field, 44 px square, named
 * "Show password" or "Hide password" for what a tap does), which the password manager fills in or
 * saves as `autoComplete` says.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  const Icon = shown ? EyeInvisibleOutline : EyeOutline
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      after={(inputId) => (
        <button
          type="button"
          className="field-reveal"
          aria-controls={inputId}
          aria-label={t(shown ? 'common.hidePassword' : 'common.showPassword')}
          onClick={() => setShown((was) => !was)}
        >
          <Icon aria-hidden />
        </button>
      )}
    />
  )
}
