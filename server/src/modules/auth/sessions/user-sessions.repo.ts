import type { Kysely } from 'kysely'
import type { DB } from '../../../db/schema.ts'

/** The most sessions the sessions page lists. */
export const SESSIONS_LISTED = 50

/** A user's live sessions, the most recently used first. */
export function listLiveUserSessions(db: Kysely<DB>, userId: number, now: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip_hint', 'created_at', 'last_seen_at'])
    .where('subject_kind', '=', 'user')
    .where('subject_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('idle_until', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SESSIONS_LISTED)
    .execute()
}

/**
 * Revokes one live session of this user; false when the id names no live session of theirs (another
 * user's, an operator's, an ended one): the statement itself carries the owner check.
 */
export async function revokeOwnSession(
  db: Kysely<DB>,
  userId: number,
  sessionId: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('subject_kind', '=', 'user')
    .where('subject_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('idle_until', '>', now)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Revokes every live session of this user but `keepSessionId`; how many it ended. */
export async function revokeOtherOwnSessions(
  db: Kysely<DB>,
  userId: number,
  keepSessionId: number,
  now: number,
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('subject_kind', '=', 'user')
    .where('subject_id', '=', userId)
    .where('id', '!=', keepSessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('idle_until', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * The newest sign-in of this user after this session's own, and after the last one it dismissed
 * the notice of (ids grow with time, so a later sign-in has a larger id).
 */
export async function findNewerSignIn(db: Kysely<DB>, userId: number, sessionId: number) {
  const own = await db
    .selectFrom('sessions')
    .select(['sign_ins_seen_id'])
    .where('id', '=', sessionId)
    .executeTakeFirst()
  const after = Math.max(sessionId, own?.sign_ins_seen_id ?? 0)
  return db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'created_at'])
    .where('subject_kind', '=', 'user')
    .where('subject_id', '=', userId)
    .where('id', '>', after)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** This session has seen the notice of every sign-in up to `upTo` (never moved back). */
export async function markSignInsSeen(db: Kysely<DB>, sessionId: number, upTo: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ sign_ins_seen_id: upTo })
    .where('id', '=', sessionId)
    .where((eb) => eb.or([eb('sign_ins_seen_id', 'is', null), eb('sign_ins_seen_id', '<', upTo)]))
    .execute()
}

/** Whether the user has a live session other than `exceptId`: a device to tell of a new sign-in. */
export async function hasOtherLiveSession(
  db: Kysely<DB>,
  userId: number,
  exceptId: number,
  now: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('subject_kind', '=', 'user')
    .where('subject_id', '=', userId)
    .where('id', '!=', exceptId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('idle_until', '>', now)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
