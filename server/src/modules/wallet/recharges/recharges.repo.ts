import type { Insertable, Kysely } from 'kysely'
import type { DB, RechargesTable } from '../../../db/schema.ts'

/** Recharges with the names of the channel they were made to (null when the channel is gone). */
function rechargesWithChannel(db: Kysely<DB>) {
  return db
    .selectFrom('recharges as r')
    .leftJoin('payment_channels as c', 'c.id', 'r.channel_id')
    .selectAll('r')
    .select(['c.name as channel_name', 'c.company_name', 'c.company_number'])
}

export type RechargeWithChannel = Awaited<ReturnType<typeof listRecharges>>[number]

/** Newest first by keyset on id, `limit` rows; of one user and of one status when given. */
export function listRecharges(
  db: Kysely<DB>,
  filter: { userId?: number; status?: RechargesTable['status']; cursor?: number; limit: number },
) {
  let query = rechargesWithChannel(db).orderBy('r.id', 'desc').limit(filter.limit)
  if (filter.userId !== undefined) query = query.where('r.user_id', '=', filter.userId)
  if (filter.status !== undefined) query = query.where('r.status', '=', filter.status)
  if (filter.cursor !== undefined) query = query.where('r.id', '<', filter.cursor)
  return query.execute()
}

/** The recharge whose confirmation posted `entryId`, if any. */
export function findRechargeByEntry(db: Kysely<DB>, entryId: number) {
  return rechargesWithChannel(db).where('r.entry_id', '=', entryId).executeTakeFirst()
}

export function findRecharge(db: Kysely<DB>, id: number) {
  return db.selectFrom('recharges').selectAll().where('id', '=', id).executeTakeFirst()
}

/** True when the recharge exists (and is the user's, when `userId` is given). */
export async function rechargeExists(db: Kysely<DB>, id: number, userId?: number): Promise<boolean> {
  let query = db.selectFrom('recharges').select('id').where('id', '=', id)
  if (userId !== undefined) query = query.where('user_id', '=', userId)
  return (await query.executeTakeFirst()) !== undefined
}

/** How many of the user's recharges still wait for an operator at `now`. */
export async function countLivePending(db: Kysely<DB>, userId: number, now: number): Promise<number> {
  const rows = await db
    .selectFrom('recharges')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .execute()
  return rows.length
}

export function insertRecharge(db: Kysely<DB>, recharge: Insertable<RechargesTable>) {
  return db.insertInto('recharges').values(recharge).returningAll().executeTakeFirstOrThrow()
}

/**
 * Pending (and not past its time) → `status`, as one conditional update, so parallel operators or
 * a user and an operator move it once; false when it was not pending any more. `userId` limits it
 * to the user's own recharge; a confirmation writes its bank reference in the same update.
 */
export async function decideRecharge(
  db: Kysely<DB>,
  change: {
    id: number
    userId?: number
    status: 'completed' | 'error' | 'cancelled' | 'expired'
    operatorId: number | null
    now: number
    /** The bank's transaction id, kept with a confirmation. */
    reference?: string
  },
): Promise<boolean> {
  let update = db
    .updateTable('recharges')
    .set({
      status: change.status,
      decided_at: change.now,
      ...(change.operatorId === null ? {} : { decided_by: change.operatorId }),
      ...(change.reference === undefined ? {} : { external_reference: change.reference }),
    })
    .where('id', '=', change.id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', change.now)
  if (change.userId !== undefined) update = update.where('user_id', '=', change.userId)
  const moved = await update.executeTakeFirst()
  return moved.numUpdatedRows === 1n
}

export async function setRechargeEntry(db: Kysely<DB>, id: number, entryId: number): Promise<void> {
  await db.updateTable('recharges').set({ entry_id: entryId }).where('id', '=', id).execute()
}

/** Pending recharges past their time become Expired; returns how many. */
export async function expirePendingRecharges(db: Kysely<DB>, now: number): Promise<number> {
  const result = await db
    .updateTable('recharges')
    .set({ status: 'expired' })
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
