import type { QueryKey } from '@tanstack/react-query'

/** One page of a list; `next` is the cursor of the following page, null at the end. */
export interface ListPage<T> {
  items: T[]
  next: string | null
}

/** Where a pull-to-refresh list gets its pages: a feature's `api/` file exports one per list. */
export interface ListSource<T> {
  queryKey: QueryKey
  fetchPage: (cursor: string | null) => Promise<ListPage<T>>
}

/** Rows of a list whose endpoint a later issue adds. */
export interface PendingRow {
  id: string
}

/**
 * A local source with no rows, for lists whose endpoint does not exist yet: calling a missing
 * endpoint would 404 and toast. The feature that adds the endpoint replaces it.
 */
export function pendingSource(queryKey: QueryKey): ListSource<PendingRow> {
  return { queryKey, fetchPage: () => Promise.resolve({ items: [], next: null }) }
}
