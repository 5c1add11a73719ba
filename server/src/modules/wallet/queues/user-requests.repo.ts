import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema.ts'

const totals = [
  sql<number>`count(*)`.as('n'),
  sql<number>`cast(coalesce(sum(amount), 0) as bigint)`.as('total'),
] as const

/** The user's recharges that still wait for an operator at `now`: how many, and their sum. */
export async function userPendingRecharges(
  db: Kysely<DB>,
  userId: number,
  now: number,
): Promise<{ count: number; total: number }> {
  const row = await db
    .selectFrom('recharges')
    .select(totals)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow()
  return { count: Number(row.n), total: Number(row.total) }
}

/** The user's pending withdrawals: how many, and their sum (the user's withdraw hold, docs/money.md I7). */
export async function userPendingWithdrawals(
  db: Kysely<DB>,
  userId: number,
): Promise<{ count: number; total: number }> {
  const row = await db
    .selectFrom('withdrawals')
    .select(totals)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
  return { count: Number(row.n), total: Number(row.total) }
}
