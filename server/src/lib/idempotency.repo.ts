import { sql, type Insertable, type Kysely } from 'kysely'
import { prepared } from '../db/database.ts'
import type { DB, IdempotencyKeysTable } from '../db/schema.ts'

/** The stored keys of money requests (the `idempotency_keys` table belongs to the router's ground floor). */

export interface KeyId {
  user_id: number
  route: string
  idem_key: string
}

/**
 * PostgreSQL: takes a transaction-scoped lock on the key (`taken` is false when another transaction
 * holds it) and reads the key's stored answer, in one round trip. The read sees the snapshot the
 * statement began with, which may miss an answer committed just before the lock was taken: the
 * answer's primary key then refuses this request's own answer, and its work rolls back.
 */
export async function lockKeyAndFindAnswer(tx: Kysely<DB>, text: string, id: KeyId) {
  const result = await sql<{
    taken: boolean
    request_hash: string | null
    response_status: number | null
    response_body: string | null
  }>`${prepared('idempotency-key')}select pg_try_advisory_xact_lock(hashtextextended(${text}, 0)) as taken,
      k.request_hash, k.response_status, k.response_body
    from (select 1) as one left join idempotency_keys k
      on k.user_id = ${id.user_id} and k.route = ${id.route} and k.idem_key = ${id.idem_key}`.execute(tx)
  const row = result.rows[0]
  const stored =
    row?.request_hash != null && row.response_status != null && row.response_body != null
      ? {
          request_hash: row.request_hash,
          response_status: row.response_status,
          response_body: row.response_body,
        }
      : undefined
  return { taken: row?.taken === true, stored }
}

export function findStoredAnswer(db: Kysely<DB>, id: KeyId) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response_status', 'response_body'])
    .where('user_id', '=', id.user_id)
    .where('route', '=', id.route)
    .where('idem_key', '=', id.idem_key)
    .executeTakeFirst()
}

export async function storeAnswer(db: Kysely<DB>, row: Insertable<IdempotencyKeysTable>): Promise<void> {
  await db.insertInto('idempotency_keys').values(row).modifyEnd(prepared('idempotency-store')).execute()
}

/** Deletes at most `limit` stored answers made before `cutoff`; returns how many. */
export async function deleteAnswersBefore(db: Kysely<DB>, cutoff: number, limit: number): Promise<number> {
  const result = await sql`delete from idempotency_keys where (user_id, route, idem_key) in (
      select user_id, route, idem_key from idempotency_keys where created_at < ${cutoff} limit ${limit})`.execute(
    db,
  )
  return Number(result.numAffectedRows ?? 0)
}
