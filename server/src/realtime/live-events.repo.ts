import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export interface LiveEventRow {
  id: number
  channel: string
  payload: string
  created_at: number
}

/** Writes events to the outbox inside the caller's transaction; returns their ids, in order. */
export async function insertLiveEvents(
  tx: Tx,
  channel: string,
  payloads: readonly string[],
  now: number,
): Promise<number[]> {
  if (payloads.length === 0) return []
  const rows = await tx
    .insertInto('live_events')
    .values(payloads.map((payload) => ({ channel, payload, created_at: now })))
    .returning('id')
    .execute()
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

/** Whether any event written at or before `writtenBy` (seconds) still waits. */
export async function anyLiveEventBy(db: Kysely<DB>, writtenBy: number): Promise<boolean> {
  const row = await db
    .selectFrom('live_events')
    .select('id')
    .where('created_at', '<=', writtenBy)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Takes (deletes and returns) the oldest `limit` events written at or before `writtenBy`
 * (seconds), in the order they were written.
 */
export async function takeLiveEvents(tx: Tx, limit: number, writtenBy: number): Promise<LiveEventRow[]> {
  const rows = await tx
    .deleteFrom('live_events')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('live_events')
        .select('id')
        .where('created_at', '<=', writtenBy)
        .orderBy('id')
        .limit(limit),
    )
    .returning(['id', 'channel', 'payload', 'created_at'])
    .execute()
  return rows.sort((a, b) => a.id - b.id)
}

/** Deletes events already published. */
export async function deleteLiveEvents(db: Kysely<DB>, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('live_events').where('id', 'in', ids).execute()
}

/** Deletes every event waiting; returns how many. */
export async function dropAllLiveEvents(db: Kysely<DB>): Promise<number> {
  const dropped = await db.deleteFrom('live_events').executeTakeFirst()
  return Number(dropped.numDeletedRows)
}

/** Deletes the events older than `before` (seconds): too old to be worth sending. */
export async function deleteStaleLiveEvents(tx: Tx, before: number): Promise<number> {
  const stale = await tx.deleteFrom('live_events').where('created_at', '<', before).executeTakeFirst()
  return Number(stale.numDeletedRows)
}

/**
 * On PostgreSQL, makes the calling transaction the only relay of the database until it ends: every
 * process's relay takes the same lock, so events leave in id order and no two relays send the same
 * row. SQLite's `BEGIN IMMEDIATE` already admits one writer at a time.
 */
export async function lockRelay(tx: Tx): Promise<void> {
  await sql`select pg_advisory_xact_lock(7207207)`.execute(tx)
}

/** How many events wait, and when the oldest was written (seconds), for health. */
export async function liveEventsBacklog(db: Kysely<DB>): Promise<{ count: number; oldest: number | null }> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .executeTakeFirst()
  return { count: Number(row?.count ?? 0), oldest: row?.oldest == null ? null : Number(row.oldest) }
}

/** NOTIFYs `payloads` on `channel` in one statement, queued in array order (PostgreSQL, no transaction). */
export async function notify(db: Kysely<DB>, channel: string, payloads: readonly string[]): Promise<void> {
  if (payloads.length === 0) return
  await sql`select pg_notify(${channel}, p) from unnest(${payloads}::text[]) with ordinality as t(p, n) order by n`.execute(
    db,
  )
}
