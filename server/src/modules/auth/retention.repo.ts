import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

/**
 * Purges of auth's tables: each deletes at most `limit` rows older than its cutoff (through the
 * indexes of migration 0009) and returns how many.
 */

const affected = (result: { numAffectedRows?: bigint; numDeletedRows?: bigint }) =>
  Number(result.numAffectedRows ?? result.numDeletedRows ?? 0)

/** Rate-limit windows that started before `cutoff`. */
export async function deleteWindowsBefore(db: Kysely<DB>, cutoff: number, limit: number): Promise<number> {
  return affected(
    await sql`delete from rate_limits where (bucket, window_start) in (
        select bucket, window_start from rate_limits where window_start < ${cutoff} limit ${limit})`.execute(
      db,
    ),
  )
}

/** Sessions that expired, or were revoked, before `cutoff`. */
export async function deleteSessionsEndedBefore(
  db: Kysely<DB>,
  cutoff: number,
  limit: number,
): Promise<number> {
  const ended = db
    .selectFrom('sessions')
    .select('id')
    .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
    .limit(limit)
  return affected(await db.deleteFrom('sessions').where('id', 'in', ended).executeTakeFirst())
}

/** Password-reset codes that expired before `cutoff` (a used code is consumed before it expires). */
export async function deleteResetsExpiredBefore(
  db: Kysely<DB>,
  cutoff: number,
  limit: number,
): Promise<number> {
  const old = db.selectFrom('password_resets').select('id').where('expires_at', '<', cutoff).limit(limit)
  return affected(await db.deleteFrom('password_resets').where('id', 'in', old).executeTakeFirst())
}

/** Outbox texts written before `cutoff` (one still waiting for the gateway stays until it is settled). */
export async function deleteOutboxBefore(db: Kysely<DB>, cutoff: number, limit: number): Promise<number> {
  const old = db
    .selectFrom('sms_outbox')
    .select('id')
    .where('created_at', '<', cutoff)
    .where('status', '!=', 'pending')
    .limit(limit)
  return affected(await db.deleteFrom('sms_outbox').where('id', 'in', old).executeTakeFirst())
}
