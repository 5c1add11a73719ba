import { sql, type Insertable, type Kysely } from 'kysely'
import type { DB, WithdrawalsTable } from '../../../db/schema.ts'

export type WithdrawalStatus = WithdrawalsTable['status']

/** Newest first by keyset on id, `limit` rows; of one user and of one status when given. */
export function listWithdrawals(
  db: Kysely<DB>,
  filter: { userId?: number; status?: WithdrawalStatus; cursor?: number; limit: number },
) {
  let query = db.selectFrom('withdrawals').selectAll().orderBy('id', 'desc').limit(filter.limit)
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId)
  if (filter.status !== undefined) query = query.where('status', '=', filter.status)
  if (filter.cursor !== undefined) query = query.where('id', '<', filter.cursor)
  return query.execute()
}

export type Withdrawal = Awaited<ReturnType<typeof listWithdrawals>>[number]

export function findWithdrawal(db: Kysely<DB>, id: number) {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The withdrawal whose request (hold) or settlement posted `entryId`, if any. */
export function findWithdrawalByEntry(db: Kysely<DB>, entryId: number) {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where((eb) => eb.or([eb('hold_entry_id', '=', entryId), eb('settle_entry_id', '=', entryId)]))
    .executeTakeFirst()
}

export function insertWithdrawal(db: Kysely<DB>, withdrawal: Insertable<WithdrawalsTable>) {
  return db.insertInto('withdrawals').values(withdrawal).returningAll().executeTakeFirstOrThrow()
}

/**
 * Pending → `outcome`, as one conditional update, so it happens once whoever races for it; false
 * when it was not pending. Expiring needs the time to have passed; a decision or a cancel needs it
 * not to have.
 */
export async function settleWithdrawal(
  db: Kysely<DB>,
  change: {
    id: number
    outcome: 'completed' | 'rejected' | 'expired' | 'cancelled'
    operatorId: number | null
    reason: string
    now: number
    /** The bank's transaction id of a payout; null when the money returns. */
    reference: string | null
  },
): Promise<boolean> {
  let update = db
    .updateTable('withdrawals')
    .set({
      status: change.outcome,
      decided_at: change.now,
      decided_by: change.operatorId,
      reason: change.reason,
      external_reference: change.reference,
    })
    .where('id', '=', change.id)
    .where('status', '=', 'pending')
  update =
    change.outcome === 'expired'
      ? update.where('expires_at', '<=', change.now)
      : update.where('expires_at', '>', change.now)
  const moved = await update.executeTakeFirst()
  return moved.numUpdatedRows === 1n
}

export async function setSettleEntry(db: Kysely<DB>, id: number, entryId: number): Promise<void> {
  await db.updateTable('withdrawals').set({ settle_entry_id: entryId }).where('id', '=', id).execute()
}

/** Ids of pending withdrawals past their time, at most `limit`. */
export async function listDueWithdrawalIds(db: Kysely<DB>, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .limit(limit)
    .execute()
  return rows.map((r) => r.id)
}

/** How many pending withdrawals there are and their sum (equal to the holds, docs/money.md I7). */
export async function pendingWithdrawalTotals(db: Kysely<DB>): Promise<{ count: number; total: number }> {
  const row = await db
    .selectFrom('withdrawals')
    .select([
      sql<number>`count(*)`.as('n'),
      sql<number>`cast(coalesce(sum(amount), 0) as bigint)`.as('total'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
  return { count: Number(row.n), total: row.total }
}

/** The user's withdrawals counted on `day` (days since the epoch). */
export async function withdrawalsOnDay(db: Kysely<DB>, userId: number, day: number): Promise<number> {
  const row = await db
    .selectFrom('withdraw_day_counts')
    .select('withdrawals')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst()
  return row?.withdrawals ?? 0
}

/**
 * Counts one more withdrawal of the user on `day`, unless `limit` are counted already: one upsert,
 * so parallel requests cannot pass the limit together. Returns the new count, or null at the limit.
 */
export async function countWithdrawal(
  db: Kysely<DB>,
  userId: number,
  day: number,
  limit: number,
): Promise<number | null> {
  const counted = await db
    .insertInto('withdraw_day_counts')
    .values({ user_id: userId, day, withdrawals: 1 })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet({ withdrawals: sql`withdraw_day_counts.withdrawals + 1` })
        .where('withdraw_day_counts.withdrawals', '<', limit),
    )
    .returning('withdrawals')
    .executeTakeFirst()
  return counted?.withdrawals ?? null
}
