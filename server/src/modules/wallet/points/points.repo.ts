import type { Insertable, Kysely } from 'kysely'
import type { DB, PointRecordsTable } from '../../../db/schema.ts'

/** Records a points movement a user sees under Points (Processing or Completed). */
export async function insertPointRecord(
  db: Kysely<DB>,
  record: Insertable<PointRecordsTable>,
): Promise<void> {
  await db.insertInto('point_records').values(record).execute()
}

/** The user's point records newest first by keyset on id, `limit` rows. */
export function listPointRecords(db: Kysely<DB>, filter: { userId: number; cursor?: number; limit: number }) {
  let query = db
    .selectFrom('point_records')
    .selectAll()
    .where('user_id', '=', filter.userId)
    .orderBy('id', 'desc')
    .limit(filter.limit)
  if (filter.cursor !== undefined) query = query.where('id', '<', filter.cursor)
  return query.execute()
}

export type PointRecord = Awaited<ReturnType<typeof listPointRecords>>[number]

/** The Processing record of `reference`, if there is one. */
export function findProcessingPointRecord(db: Kysely<DB>, reference: string) {
  return db
    .selectFrom('point_records')
    .selectAll()
    .where('reference', '=', reference)
    .where('status', '=', 'processing')
    .executeTakeFirst()
}

/** Processing → Completed, once (a conditional update); false when it was completed already. */
export async function completePointRecord(db: Kysely<DB>, id: number, now: number): Promise<boolean> {
  const moved = await db
    .updateTable('point_records')
    .set({ status: 'completed', completed_at: now })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .executeTakeFirst()
  return moved.numUpdatedRows === 1n
}

export async function setPointRecordEntry(db: Kysely<DB>, id: number, entryId: number): Promise<void> {
  await db.updateTable('point_records').set({ entry_id: entryId }).where('id', '=', id).execute()
}
