import { sql, type Insertable, type Kysely } from 'kysely'
import type { DB, HoldingEarningsTable } from '../../db/schema.ts'
import type { IdRange } from '../ledger/index.ts'

/** The `holding_earnings` table: one row per earning received, unique per holding and index. */

export async function insertEarnings(
  db: Kysely<DB>,
  earnings: Insertable<HoldingEarningsTable>[],
): Promise<void> {
  await db.insertInto('holding_earnings').values(earnings).execute()
}

/**
 * A user's receipts of earnings: the earnings each ledger entry paid (one holding's, received
 * together), grouped by entry alone (an entry pays one holding) on the (user, entry) index of
 * migration 0030, so a page is read in the index's order and stops at its end.
 */
function userEarningsByEntry(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('holding_earnings as e')
    .select([
      'e.entry_id',
      sql<number>`max(e.holding_id)`.as('holding_id'),
      sql<number>`min(e.earning_index)`.as('first_index'),
      sql<number>`max(e.earning_index)`.as('last_index'),
      sql<number>`count(*)`.as('count'),
      sql<number>`min(e.due_at)`.as('first_due_at'),
      sql<number>`max(e.due_at)`.as('last_due_at'),
      sql<number>`max(e.collected_at)`.as('received_at'),
    ])
    .where('e.user_id', '=', userId)
    .groupBy('e.entry_id')
}

type ByEntry = ReturnType<typeof userEarningsByEntry>

/** The receipts grouped in `grouped`, each with its holding's terms, newest first. */
function withHoldings(db: Kysely<DB>, grouped: ByEntry) {
  return db
    .selectFrom(grouped.as('r'))
    .innerJoin('holdings as h', 'h.id', 'r.holding_id')
    .select([
      'r.entry_id as id',
      'r.holding_id',
      'h.product_id',
      'h.product_name',
      'h.price',
      'h.earning_amount',
      'h.earnings_count',
      'r.first_index',
      'r.last_index',
      'r.count',
      'r.first_due_at',
      'r.last_due_at',
      'r.received_at',
    ])
    .orderBy('r.entry_id', 'desc')
}

export type ReceiptRow = Awaited<ReturnType<typeof listUserReceipts>>[number]

/** A page of a user's receipts of earnings, newest first by keyset on the entry that paid them. */
export function receiptPageQuery(db: Kysely<DB>, userId: number, cursor: number | undefined, limit: number) {
  let grouped = userEarningsByEntry(db, userId).orderBy('e.entry_id', 'desc').limit(limit)
  if (cursor !== undefined) grouped = grouped.where('e.entry_id', '<', cursor)
  return withHoldings(db, grouped)
}

export function listUserReceipts(db: Kysely<DB>, userId: number, cursor: number | undefined, limit: number) {
  return receiptPageQuery(db, userId, cursor, limit).execute()
}

/** The receipts of these ledger entries of a user, as one query. */
export const receiptsByEntryQuery = (db: Kysely<DB>, userId: number, entryIds: readonly number[]) =>
  withHoldings(db, userEarningsByEntry(db, userId).where('e.entry_id', 'in', [...new Set(entryIds)]))

/** The receipts of a user that these ledger entries paid (an entry that paid no earnings is absent). */
export function findUserReceipts(db: Kysely<DB>, userId: number, entryIds: readonly number[]) {
  if (entryIds.length === 0) return Promise.resolve([])
  return receiptsByEntryQuery(db, userId, entryIds).execute()
}

// The queries of income's invariant checks.

/** Earnings recorded more than once for the same holding and index. */
export function findRepeatedEarnings(db: Kysely<DB>, holdings: IdRange, limit: number) {
  return db
    .selectFrom('holding_earnings')
    .select(['holding_id', 'earning_index', sql<number>`count(*)`.as('n')])
    .where('holding_id', '>=', holdings.from)
    .where('holding_id', '<', holdings.to)
    .groupBy(['holding_id', 'earning_index'])
    .having(sql`count(*)`, '>', 1)
    .limit(limit)
    .execute()
}

/** The counters and terms of each holding of `holdings` beside what its earning rows add up to. */
export function sumEarningsByHolding(db: Kysely<DB>, holdings: IdRange) {
  return db
    .selectFrom('holdings as h')
    .leftJoin('holding_earnings as e', 'e.holding_id', 'h.id')
    .select([
      'h.id',
      'h.collected_count',
      'h.collected_amount',
      'h.earnings_count',
      'h.earning_amount',
      sql<number>`count(e.id)`.as('n'),
      sql<number>`cast(coalesce(sum(e.amount), 0) as bigint)`.as('total'),
      sql<number>`coalesce(max(e.earning_index), 0)`.as('maxIndex'),
    ])
    .where('h.id', '>=', holdings.from)
    .where('h.id', '<', holdings.to)
    .groupBy(['h.id', 'h.collected_count', 'h.collected_amount', 'h.earnings_count', 'h.earning_amount'])
    .orderBy('h.id')
    .execute()
}

/** Earnings of the holdings of `holdings` collected before they fell due. */
export function findEarlyEarnings(db: Kysely<DB>, holdings: IdRange, limit: number) {
  return db
    .selectFrom('holding_earnings')
    .select(['holding_id', 'earning_index', 'due_at', 'collected_at'])
    .where('holding_id', '>=', holdings.from)
    .where('holding_id', '<', holdings.to)
    .whereRef('collected_at', '<', 'due_at')
    .limit(limit)
    .execute()
}

/** The receipts (income entries) that paid earnings of a holding. */
export async function listReceiptEntriesOfHolding(db: Kysely<DB>, holdingId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('holding_earnings')
    .select('entry_id')
    .distinct()
    .where('holding_id', '=', holdingId)
    .execute()
  return rows.map((r) => r.entry_id)
}

/** The holdings a user's receipt (an income entry) paid earnings of (by the user's index). */
export async function listHoldingsPaidBy(db: Kysely<DB>, userId: number, entryId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('holding_earnings')
    .select('holding_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('entry_id', '=', entryId)
    .execute()
  return rows.map((r) => r.holding_id)
}
