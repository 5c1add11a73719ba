import type { TFunction } from './i18n/translate.ts'
import { showToast } from './toast.ts'
// The fields' messages are English texts the entry leaves out.
import './i18n/form-texts.ts'

interface Issue {
  path: readonly PropertyKey[]
  message: string
}

/** What the contracts' zod/mini schemas offer; kept structural so the app needs no zod import. */
export interface Validator {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly Issue[] } }
}

/**
 * The translation key of the first failing field, fields taken in `order` (the spec's order:
 * phone, password, confirmation), or null when the values are valid.
 */
export function firstIssueKey(schema: Validator, values: unknown, order: readonly string[]): string | null {
  const result = schema.safeParse(values)
  if (result.success) return null
  const issues = result.error?.issues ?? []
  const rank = (issue: Issue) => {
    const index = order.indexOf(String(issue.path[0] ?? ''))
    return index === -1 ? order.length : index
  }
  const first = [...issues].sort((a, b) => rank(a) - rank(b))[0]
  return first?.message ?? 'error.validation'
}

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

/** Every failing field's first message (a translation key), by field name; empty when valid. */
export function fieldIssues(schema: Validator, values: unknown): Record<string, string> {
  const result = schema.safeParse(values)
  const issues: Record<string, string> = {}
  if (result.success) return issues
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '')
    issues[field] ??= issue.message
  }
  return issues
}
