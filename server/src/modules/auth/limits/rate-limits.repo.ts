import { sql, type Kysely } from 'kysely'
import type { DB } from '../../../db/schema.ts'

/**
 * Takes up to `want` hits from a window that allows `limit`, in one statement: the window's row is
 * created or raised only while it is under its limit, so parallel callers can never take more than
 * the limit between them. Returns how many hits were granted (0 when the window is full).
 */
export async function takeHits(
  db: Kysely<DB>,
  bucket: string,
  windowStart: number,
  want: number,
  limit: number,
): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, window_start: windowStart, hits: want })
    .onConflict((oc) =>
      oc
        .columns(['bucket', 'window_start'])
        .doUpdateSet({ hits: sql`rate_limits.hits + ${want}` })
        .where('rate_limits.hits', '<', limit),
    )
    .returning('hits')
    .executeTakeFirst()
  if (!row) return 0
  return Math.max(0, want - Math.max(0, row.hits - limit))
}

/** Gives one hit back to a window (an attempt that turned out not to count). */
export async function giveBackHit(db: Kysely<DB>, bucket: string, windowStart: number): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql`hits - 1` })
    .where('bucket', '=', bucket)
    .where('window_start', '=', windowStart)
    .where('hits', '>', 0)
    .execute()
}

/** The hits a window has taken so far (0 when it has none). */
export async function windowHits(db: Kysely<DB>, bucket: string, windowStart: number): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('bucket', '=', bucket)
    .where('window_start', '=', windowStart)
    .executeTakeFirst()
  return row?.hits ?? 0
}
