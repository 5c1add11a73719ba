import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

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
 * The postings on a user's own accounts made by their income entries and by the reversals of those
 * entries: what income has put into (and a correction taken back from) their revenue wallet.
 */
function userIncomePostings(db: Kysely<DB>, userId: number) {
  const incomeReversals = db
    .selectFrom('journal_entries as r')
    .select(sql<string>`'reversal:' || cast(r.id as text)`.as('reference'))
    .where('r.user_id', '=', userId)
    .where('r.kind', '=', 'income')
  return db
    .selectFrom('postings as p')
    .innerJoin('journal_entries as e', 'e.id', 'p.entry_id')
    .where('p.user_id', '=', userId)
    .where((eb) => eb.or([eb('e.kind', '=', 'income'), eb('e.reference', 'in', incomeReversals)]))
}

/** All income a user has received, net of reversals, summed from the ledger. */
export async function sumUserIncome(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await userIncomePostings(db, userId)
    .select(sql<number>`cast(coalesce(sum(p.amount), 0) as bigint)`.as('total'))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

/** A user's income postings (and their reversals) made after `since` (Unix seconds), oldest first. */
export function listUserIncomeSince(db: Kysely<DB>, userId: number, since: number) {
  return userIncomePostings(db, userId)
    .select(['p.amount', 'p.created_at'])
    .where('p.created_at', '>', since)
    .orderBy('p.id', 'asc')
    .execute()
}
