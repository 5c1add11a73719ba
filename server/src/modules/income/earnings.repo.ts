import { sql, type Insertable, type Kysely } from 'kysely'
import type { DB, HoldingEarningsTable } from '../../db/schema.ts'

/** The `holding_earnings` table: one row per earning received, unique per holding and index. */

export async function insertEarnings(
  db: Kysely<DB>,
  earnings: Insertable<HoldingEarningsTable>[],
): Promise<void> {
  await db.insertInto('holding_earnings').values(earnings).execute()
}

/** A user's earnings with their product's name, newest first by keyset on id. */
export function listUserEarnings(db: Kysely<DB>, userId: number, cursor: number | undefined, limit: number) {
  let query = db
    .selectFrom('holding_earnings as e')
    .innerJoin('holdings as h', 'h.id', 'e.holding_id')
    .select([
      'e.id',
      'e.holding_id',
      'h.product_id',
      'h.product_name',
      'e.earning_index',
      'e.amount',
      'e.due_at',
      'e.collected_at',
    ])
    .where('e.user_id', '=', userId)
    .orderBy('e.id', 'desc')
    .limit(limit)
  if (cursor !== undefined) query = query.where('e.id', '<', cursor)
  return query.execute()
}

export type EarningListRow = Awaited<ReturnType<typeof listUserEarnings>>[number]

// The queries of income's invariant checks.

/** Earnings recorded more than once for the same holding and index. */
export function findRepeatedEarnings(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('holding_earnings')
    .select(['holding_id', 'earning_index', sql<number>`count(*)`.as('n')])
    .groupBy(['holding_id', 'earning_index'])
    .having(sql`count(*)`, '>', 1)
    .limit(limit)
    .execute()
}

/** Each holding's counters and terms beside what its earning rows add up to. */
export function sumEarningsByHolding(db: Kysely<DB>) {
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
    .groupBy(['h.id', 'h.collected_count', 'h.collected_amount', 'h.earnings_count', 'h.earning_amount'])
    .execute()
}

/** Earnings collected before they fell due. */
export function findEarlyEarnings(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('holding_earnings')
    .select(['holding_id', 'earning_index', 'due_at', 'collected_at'])
    .whereRef('collected_at', '<', 'due_at')
    .limit(limit)
    .execute()
}
