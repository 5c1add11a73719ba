import { useState, type FormEvent } from 'react'
import { useTranslation } from './i18n/translate.ts'
import { checkOrToast, fieldIssues, type Validator } from './validation.ts'

/**
 * A form's checks next to its fields: after a first try to send, every invalid field carries its
 * message (the spec's text) and the marks follow the typing; the first, in `order`, is also toasted.
 */
export function useFieldMarks(schema: Validator, values: unknown, order: readonly string[]) {
  const { t } = useTranslation()
  const [tried, setTried] = useState(false)
  const issues = tried ? fieldIssues(schema, values) : {}
  /** Marks every invalid field and toasts the first; true when the values may be sent. */
  const check = (): boolean => {
    setTried(true)
    return checkOrToast(schema, values, order, t)
  }
  return {
    /** The field's translated message, or null while it is valid (or before the first try). */
    errorOf: (field: string): string | null => (issues[field] ? t(issues[field]) : null),
    check,
    /** The form's submit handler: the page stays, the values are checked, and only valid ones sent. */
    submit:
      (send: () => void) =>
      (event: FormEvent): void => {
        event.preventDefault()
        if (check()) send()
      },
    /** Clears the marks, for a form that starts again (a code redeemed, a new step shown). */
    reset: (): void => setTried(false),
  }
}

/** What a field takes from its form: its name, its text and its mark. */
export interface BoundField {
  name: string
  value: string
  onChange: (value: string) => void
  error: string | null
}

/**
 * A form's typed text, one string a field, and `bind`, which hands a field its name, its text and
 * the mark the form's checks give it, so that a field row names its field once.
 */
export function useTextFields<Name extends string>(initial: Record<Name, string>) {
  const [text, setText] = useState(initial)
  const bind = (name: Name, marks: { errorOf: (field: string) => string | null }): BoundField => ({
    name,
    value: text[name],
    onChange: (value) => setText((previous) => ({ ...previous, [name]: value })),
    error: marks.errorOf(name),
  })
  return [text, bind] as const
}
