import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'

/** NOTIFYs `payloads` on `channel` in one statement, queued in array order (PostgreSQL). */
export async function notify(db: Kysely<DB>, channel: string, payloads: readonly string[]): Promise<void> {
  if (payloads.length === 0) return
  await sql`select pg_notify(${channel}, p) from unnest(${payloads}::text[]) with ordinality as t(p, n) order by n`.execute(
    db,
  )
}
