import type { Kysely } from 'kysely'
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
