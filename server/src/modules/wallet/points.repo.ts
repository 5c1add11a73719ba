import type { Insertable, Kysely } from 'kysely'
import type { DB, PointRecordsTable } from '../../db/schema.ts'

/** Records a points movement a user sees under Points (Processing or Completed). */
export async function insertPointRecord(
  db: Kysely<DB>,
  record: Insertable<PointRecordsTable>,
): Promise<void> {
  await db.insertInto('point_records').values(record).execute()
}
