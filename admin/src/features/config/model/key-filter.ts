import type { LanguageKeyRow } from '@app/contracts'

/** A row matches when its key, English text or text (as being edited) contains every word typed. */
export function matchesFilter(row: LanguageKeyRow, filter: string, draft?: string): boolean {
  const haystack = `${row.key}\n${row.english}\n${draft ?? row.value}`.toLowerCase()
  return filter
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}
