import { sql } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'

/** A fixed window kept in the database, so every server process counts against the same total. */
export interface Window {
  bucket: string
  seconds: number
  limit: number
}

function windowStart(clock: Clock, seconds: number): number {
  const now = clock.now()
  return now - (now % seconds)
}

/** Counts one hit in each window and refuses with 429 when any is over its limit. */
export async function hitOrRefuse(database: Database, clock: Clock, windows: Window[]): Promise<void> {
  for (const w of windows) {
    const row = await database.db
      .insertInto('rate_limits')
      .values({ bucket: w.bucket, window_start: windowStart(clock, w.seconds), hits: 1 })
      .onConflict((oc) =>
        oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow()
    if (row.hits > w.limit) throw new AppError('RATE_LIMITED')
  }
}

/** Refuses with 429 when a window is already over its limit, without counting. */
export async function refuseIfOver(database: Database, clock: Clock, windows: Window[]): Promise<void> {
  for (const w of windows) {
    const row = await database.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('bucket', '=', w.bucket)
      .where('window_start', '=', windowStart(clock, w.seconds))
      .executeTakeFirst()
    if (row && row.hits >= w.limit) throw new AppError('RATE_LIMITED')
  }
}
