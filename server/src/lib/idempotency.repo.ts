import { sql, type Insertable, type Kysely } from 'kysely'
import type { DB, IdempotencyKeysTable } from '../db/schema.ts'

/** The stored keys of money requests (the `idempotency_keys` table belongs to the router's ground floor). */

export interface KeyId {
  user_id: number
  route: string
  idem_key: string
}

/** PostgreSQL: takes a transaction-scoped lock on the key; false when another transaction holds it. */
export async function tryLockKey(tx: Kysely<DB>, text: string): Promise<boolean> {
  const lock = await sql<{
    taken: boolean
  }>`select pg_try_advisory_xact_lock(hashtextextended(${text}, 0)) as taken`.execute(tx)
  return lock.rows[0]?.taken === true
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
  await db.insertInto('idempotency_keys').values(row).execute()
}

/** Deletes at most `limit` stored answers made before `cutoff`; returns how many. */
export async function deleteAnswersBefore(db: Kysely<DB>, cutoff: number, limit: number): Promise<number> {
  const result = await sql`delete from idempotency_keys where (user_id, route, idem_key) in (
      select user_id, route, idem_key from idempotency_keys where created_at < ${cutoff} limit ${limit})`.execute(
    db,
  )
  return Number(result.numAffectedRows ?? 0)
}
