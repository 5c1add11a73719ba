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
