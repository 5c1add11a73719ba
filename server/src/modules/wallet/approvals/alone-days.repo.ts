import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema.ts'

/**
 * Adds `amount` to what `subject` (`operator:<id>` or `user:<id>`) moved alone on `day`, only if the
 * total stays within `limit`; false (and nothing written) otherwise. One conditional upsert, so
 * parallel actions of one operator never both pass the limit.
 */
export async function addAlone(
  db: Kysely<DB>,
  { subject, day, amount, limit }: { subject: string; day: number; amount: number; limit: number },
): Promise<boolean> {
  if (amount > limit) return false
  const result = await db
    .insertInto('money_alone_days')
    .values({ subject, day, total: amount })
    .onConflict((oc) =>
      oc
        .columns(['subject', 'day'])
        .doUpdateSet({ total: sql<number>`money_alone_days.total + ${amount}` })
        .where(sql<number>`money_alone_days.total + ${amount}`, '<=', limit),
    )
    .executeTakeFirst()
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n
}

/** Takes back what `addAlone` added (the other subject's limit refused the action). */
export async function subtractAlone(
  db: Kysely<DB>,
  { subject, day, amount }: { subject: string; day: number; amount: number },
): Promise<void> {
  await db
    .updateTable('money_alone_days')
    .set({ total: sql<number>`total - ${amount}` })
    .where('subject', '=', subject)
    .where('day', '=', day)
    .execute()
}

/** Up to `limit` days' totals from before `day` (days since the epoch, UTC); how many went. */
export async function deleteAloneDaysBefore(db: Kysely<DB>, day: number, limit: number): Promise<number> {
  const result = await sql`delete from money_alone_days where (subject, day) in (
      select subject, day from money_alone_days where day < ${day} limit ${limit})`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}
