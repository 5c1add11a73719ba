import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import type { HoldingRow } from './holdings.repo.ts'

/**
 * Running holdings whose next earning may have fallen due by `now` and that the user has not been
 * told of: the next slot's time is a lower bound of the next earning's (inactive days only push it
 * later), so the caller checks the schedule. Longest due first, at most `limit`.
 */
export function listUntoldDue(db: Kysely<DB>, now: number, limit: number): Promise<HoldingRow[]> {
  return untoldDueQuery(db, now, limit).execute()
}

/**
 * When a holding's next slot is: the expression `holdings_next_due_idx` (migration 0043) is built
 * on, written the same so both databases use the index for it.
 */
const nextDueAt = sql<number>`(purchased_at + (collected_count + 1) * claim_period_seconds)`

/**
 * The sweep's read: a range of `holdings_next_due_idx`, whose predicate its first three conditions
 * repeat, so it reads the holdings due and no others.
 */
export function untoldDueQuery(db: Kysely<DB>, now: number, limit: number) {
  return db
    .selectFrom('holdings')
    .selectAll()
    .where('frozen', '=', 0)
    .where((eb) => eb('collected_count', '<', eb.ref('earnings_count')))
    .where((eb) => eb('due_told', '<=', eb.ref('collected_count')))
    .where(sql<boolean>`${nextDueAt} <= ${now}`)
    .orderBy(nextDueAt)
    .limit(limit)
}

/** Records that the user was told of `told` earnings, once: false when another round came first. */
export async function markDueTold(
  db: Kysely<DB>,
  holding: Pick<HoldingRow, 'id' | 'due_told'>,
  told: number,
): Promise<boolean> {
  const moved = await db
    .updateTable('holdings')
    .set({ due_told: told })
    .where('id', '=', holding.id)
    .where('due_told', '=', holding.due_told)
    .executeTakeFirst()
  return moved.numUpdatedRows === 1n
}
