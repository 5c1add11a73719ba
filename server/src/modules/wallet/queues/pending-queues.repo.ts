import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema.ts'

/** A pending queue at a glance: how many wait, for how much, and since when the oldest waits. */
export interface PendingQueueRow {
  count: number
  amount: number
  oldest_at: number | null
}

function pendingOf(db: Kysely<DB>, table: 'recharges' | 'withdrawals'): Promise<PendingQueueRow> {
  return db
    .selectFrom(table)
    .select([
      sql<number>`count(*)`.as('count'),
      sql<number>`cast(coalesce(sum(amount), 0) as bigint)`.as('amount'),
      sql<number | null>`min(created_at)`.as('oldest_at'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
    .then((row) => ({
      count: Number(row.count),
      amount: Number(row.amount),
      oldest_at: row.oldest_at === null ? null : Number(row.oldest_at),
    }))
}

export const pendingRecharges = (db: Kysely<DB>) => pendingOf(db, 'recharges')
export const pendingWithdrawals = (db: Kysely<DB>) => pendingOf(db, 'withdrawals')
