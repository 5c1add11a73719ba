import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import { findLastId, type IdRange, type KeyedTable } from './invariants.repo.ts'

export { findLastId, type IdRange }

/**
 * How much one statement of the ledger check reads (decision 0082): a range of `keys` ids (users,
 * accounts, entries, postings, withdrawals, recharges, holdings), or `days` of one kind's entries.
 * At ten million postings no statement of the production default comes near the server's 30 s
 * limit; tests pass a small chunk so that a ledger of a few rows spans several.
 */
export interface CheckChunk {
  keys: number
  days: number
}

export const CHECK_CHUNK: CheckChunk = { keys: 20_000, days: 7 }

/**
 * Reads the ids `first` through `last` range by range of `size`, one statement each, until `limit`
 * rows are found: `read` gets its range and how many it may still answer. Only the rows found are
 * held, never a whole list.
 */
export async function findInRanges<T>(
  ids: { first: number; last: number },
  size: number,
  limit: number,
  read: (range: IdRange, limit: number) => Promise<T[]>,
): Promise<T[]> {
  const found: T[] = []
  for (let from = ids.first; from <= ids.last && found.length < limit; from += size)
    found.push(...(await read({ from, to: from + size }, limit - found.length)))
  return found
}

/** Calls `visit` for each range of `size` over the ids `first` through `last`, in order. */
export async function eachRange(
  ids: { first: number; last: number },
  size: number,
  visit: (range: IdRange) => Promise<void>,
): Promise<void> {
  for (let from = ids.first; from <= ids.last; from += size) await visit({ from, to: from + size })
}

/** The ids of `table` from the first: 1 through its highest. */
export async function allIdsOf(db: Kysely<DB>, table: KeyedTable) {
  return { first: 1, last: await findLastId(db, table) }
}
