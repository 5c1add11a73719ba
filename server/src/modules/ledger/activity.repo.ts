import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/**
 * Entries that only settle what an earlier entry began (a withdrawal paid out of, or returned from,
 * its hold): the activity feed shows them as the state of the withdrawal, not as lines of their own.
 */
const SETTLING_KINDS = ['withdraw_paid', 'withdraw_return']

/**
 * A user's money events: their journal entries, each with what it moved in or out of the user's
 * money (balance and revenue; the withdrawal hold is money in flight, not a place the user keeps it)
 * and points. Grouped from the postings of the user's own accounts, newest first, `limit` of them.
 *
 * The postings are walked by (user, entry) and each one's entry kind is looked up by its id, so a
 * page reads the page's rows however long the history; joined instead, the planner may walk every
 * entry of every user down from the newest to meet a heavy user's older page (300 ms at a million
 * postings). The entries' times are joined to the page's rows only.
 */
function userEvents(
  db: Kysely<DB>,
  filter: { userId: number; cursor?: number; entryId?: number; limit: number },
) {
  let grouped = db
    .selectFrom('postings as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .select([
      'p.entry_id as id',
      sql<string>`sum(case when a.kind in ('balance', 'revenue') then p.amount else 0 end)`.as('money'),
      sql<string>`sum(case when a.kind = 'points' then p.amount else 0 end)`.as('points'),
      // Which of the user's wallets the event moved: one, unless these two differ.
      sql<string | null>`min(case when a.kind in ('balance', 'revenue', 'points') then a.kind end)`.as(
        'wallet_low',
      ),
      sql<string | null>`max(case when a.kind in ('balance', 'revenue', 'points') then a.kind end)`.as(
        'wallet_high',
      ),
    ])
    .where('p.user_id', '=', filter.userId)
    .where(
      (eb) => eb.selectFrom('journal_entries as k').select('k.kind').whereRef('k.id', '=', 'p.entry_id'),
      'not in',
      SETTLING_KINDS,
    )
    .groupBy('p.entry_id')
    .orderBy('p.entry_id', 'desc')
    .limit(filter.limit)
  if (filter.cursor !== undefined) grouped = grouped.where('p.entry_id', '<', filter.cursor)
  if (filter.entryId !== undefined) grouped = grouped.where('p.entry_id', '=', filter.entryId)
  return db
    .selectFrom(grouped.as('g'))
    .innerJoin('journal_entries as e', 'e.id', 'g.id')
    .select(['g.id', 'e.kind', 'e.created_at', 'g.money', 'g.points', 'g.wallet_low', 'g.wallet_high'])
    .orderBy('g.id', 'desc')
}

export type UserEvent = Awaited<ReturnType<typeof listUserEvents>>[number]

/** A page of the user's money events, newest first by keyset on the entry id. */
export function listUserEvents(db: Kysely<DB>, filter: { userId: number; cursor?: number; limit: number }) {
  return userEvents(db, filter).execute()
}

/** One of the user's money events; undefined when the entry is not theirs, or only settles another. */
export function findUserEvent(db: Kysely<DB>, userId: number, entryId: number) {
  return userEvents(db, { userId, entryId, limit: 1 }).executeTakeFirst()
}
