import { showToast } from '../../../lib/toast.ts'
import type { TFunction } from 'i18next'
import { firstIssueKey, type Validator } from '../../../lib/validation.ts'

/**
 * Validates with the contract's schema; shows the first failing field's message (spec §5 wording)
 * and returns false, or returns true when the values may be sent.
 */
export function checkOrToast(
  schema: Validator,
  values: unknown,
  order: readonly string[],
  t: TFunction,
): boolean {
  const key = firstIssueKey(schema, values, order)
  if (key === null) return true
  void showToast(t(key))
  return false
}
