import type { Page } from '@app/contracts'

export const PAGE_SIZE = 20

/** Rows fetched with `limit + 1`: the extra row only says whether there is a next page. */
export function toPage<R extends { id: number }, T>(
  rows: R[],
  limit: number,
  present: (row: R) => T,
): Page<T> {
  const items = rows.slice(0, limit)
  const last = items[items.length - 1]
  return { items: items.map(present), next: rows.length > limit && last ? String(last.id) : null }
}
