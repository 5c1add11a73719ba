import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/** Counts one hit in a window and returns the window's total. */
export async function hitWindow(db: Kysely<DB>, bucket: string, windowStart: number): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow()
  return row.hits
}

/** The hits counted so far in a window (0 when none). */
export async function windowHits(db: Kysely<DB>, bucket: string, windowStart: number): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('bucket', '=', bucket)
    .where('window_start', '=', windowStart)
    .executeTakeFirst()
  return row?.hits ?? 0
}
