import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import { storedUserIncome } from './totals.repo.ts'

/** The postings of one user's accounts as the wallet shows them: what moved, where, and why. */
function userPostings(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('postings as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .innerJoin('journal_entries as e', 'e.id', 'p.entry_id')
    .select([
      'p.id',
      'p.entry_id',
      'e.kind',
      'e.reference',
      'a.kind as account',
      'p.amount',
      'p.balance_after',
      'p.created_at',
    ])
    .where('p.user_id', '=', userId)
}

export type UserPosting = Awaited<ReturnType<typeof findUserPosting>> & {}

/**
 * A user's postings newest first by keyset on id, `limit` rows; `accountKind` narrows to one of
 * their accounts.
 */
export function listUserPostings(
  db: Kysely<DB>,
  filter: { userId: number; accountKind?: string; cursor?: number; limit: number },
) {
  let query = userPostings(db, filter.userId).orderBy('p.id', 'desc').limit(filter.limit)
  if (filter.cursor !== undefined) query = query.where('p.id', '<', filter.cursor)
  if (filter.accountKind !== undefined) query = query.where('a.kind', '=', filter.accountKind)
  return query.execute()
}

/** One posting of the user's accounts; undefined when it is not theirs. */
export function findUserPosting(db: Kysely<DB>, userId: number, postingId: number) {
  return userPostings(db, userId).where('p.id', '=', postingId).executeTakeFirst()
}

/**
 * Whether the entry `e` is a reversal of an income entry: an adjustment whose reference
 * (`reversal:<id>`) names one. A scalar lookup of the original by its id, one row per adjustment
 * (an `exists` may be planned as a hash of every income entry).
 */
export const reversesIncome = sql<boolean>`(e.kind = 'adjustment' and (
  select o.kind from journal_entries o
  where o.id = case when e.reference like 'reversal:%' then cast(substr(e.reference, 10) as bigint) end
) = 'income')`

/**
 * The postings on a user's own accounts made by their income entries and by the reversals of those
 * entries: what income has put into (and a correction taken back from) their revenue wallet. Read
 * from the user's entries of those two kinds (an index on user, kind and time), so a window of days
 * reads those days only.
 */
function userIncomePostings(db: Kysely<DB>, userId: number, kinds: readonly string[]) {
  return db
    .selectFrom('journal_entries as e')
    .innerJoin('postings as p', 'p.entry_id', 'e.id')
    .where('e.user_id', '=', userId)
    .where('e.kind', 'in', kinds)
    .where('p.user_id', '=', userId)
    .where((eb) => eb.or([eb('e.kind', '=', 'income'), reversesIncome]))
}

/** All income a user has received, net of reversals: the stored total (decision 0074), one row. */
export function sumUserIncome(db: Kysely<DB>, userId: number): Promise<number> {
  return storedUserIncome(db, userId)
}

/** The income entry a posting belongs to: its own entry, or the one its reversal takes back. */
const REVERSAL_PREFIX = 'reversal:'
function incomeEntryOf(row: { entry_id: number; kind: string; reference: string }): number {
  return row.kind === 'income' ? row.entry_id : Number(row.reference.slice(REVERSAL_PREFIX.length))
}

/** The reversals of a user's income entries ever made: what each took back, and which entry. */
export async function listUserIncomeReversals(db: Kysely<DB>, userId: number) {
  const rows = await userIncomePostings(db, userId, ['adjustment'])
    .select(['p.amount', 'p.entry_id', 'e.kind', 'e.reference'])
    .execute()
  return rows.map((row) => ({ amount: row.amount, incomeEntryId: incomeEntryOf(row) }))
}
