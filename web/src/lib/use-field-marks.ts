import { useState } from 'react'
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
  return {
    /** The field's translated message, or null while it is valid (or before the first try). */
    errorOf: (field: string): string | null => (issues[field] ? t(issues[field]) : null),
    /** Marks every invalid field and toasts the first; true when the values may be sent. */
    check: (): boolean => {
      setTried(true)
      return checkOrToast(schema, values, order, t)
    },
    /** Clears the marks, for a form that starts again (a code redeemed, a new step shown). */
    reset: (): void => setTried(false),
  }
}
