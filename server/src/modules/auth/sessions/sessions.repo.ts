import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { OperatorRole } from '@app/contracts'
import { prepared } from '../../../db/database.ts'
import type { DB } from '../../../db/schema.ts'
import { hashToken, newToken } from '../../../lib/tokens.ts'

export type SubjectKind = 'user' | 'operator'

/**
 * How long a session of each kind lives unused: each use slides its end forward (to at most its
 * absolute end). A user keeps a phone signed in for two weeks without opening the app; an operator's
 * console ends after half an hour away from it.
 */
export const IDLE_SECONDS: Record<SubjectKind, number> = { user: 14 * 24 * 3600, operator: 30 * 60 }

/** The idle end is written at most once a minute per session, not on every request. */
export const TOUCH_EVERY_SECONDS = 60

/** What a session keeps of the device that signed in: shown to its user, never trusted. */
export interface SessionDevice {
  userAgent: string | null
  ipHint: string | null
}

/** Creates a session and returns its token; only the token's hash is stored. */
export async function createSession(
  db: Kysely<DB>,
  kind: SubjectKind,
  subjectId: number,
  now: number,
  ttlSeconds: number,
  options: { enrolOnly?: boolean; device?: SessionDevice } = {},
): Promise<string> {
  return (await openSession(db, kind, subjectId, now, ttlSeconds, options)).token
}

/** `createSession`, answering the new session's id with its token. */
export async function openSession(
  db: Kysely<DB>,
  kind: SubjectKind,
  subjectId: number,
  now: number,
  ttlSeconds: number,
  options: { enrolOnly?: boolean; device?: SessionDevice } = {},
): Promise<{ id: number; token: string }> {
  const token = newToken()
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      subject_kind: kind,
      subject_id: subjectId,
      created_at: now,
      expires_at: now + ttlSeconds,
      idle_until: now + Math.min(ttlSeconds, IDLE_SECONDS[kind]),
      enrol_only: options.enrolOnly ? 1 : 0,
      revoked_at: null,
      user_agent: options.device?.userAgent ?? null,
      ip_hint: options.device?.ipHint ?? null,
      last_seen_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: Number(row.id), token }
}

/**
 * Slides a session's idle end forward and notes the use, when the last noted use is a minute old or
 * more: one conditional write, so parallel requests of one session write it about once. Answers
 * when the session's use is now noted as last seen.
 */
export async function touchSession(
  db: Kysely<DB>,
  session: { sessionId: number; lastSeenAt: number; expiresAt: number },
  kind: SubjectKind,
  now: number,
): Promise<number> {
  if (now - session.lastSeenAt < TOUCH_EVERY_SECONDS) return session.lastSeenAt
  await db
    .updateTable('sessions')
    .set({ idle_until: Math.min(now + IDLE_SECONDS[kind], session.expiresAt), last_seen_at: now })
    .where('id', '=', session.sessionId)
    .where('last_seen_at', '<', now - TOUCH_EVERY_SECONDS + 1)
    .execute()
  return now
}

/** A one-use socket pass for an operator session; only its hash is stored, like a session's. */
export async function createSocketTicket(
  db: Kysely<DB>,
  sessionId: number,
  now: number,
  ttlSeconds: number,
): Promise<string> {
  const ticket = newToken()
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(ticket),
      subject_kind: 'socket-ticket',
      subject_id: sessionId,
      created_at: now,
      expires_at: now + ttlSeconds,
      idle_until: now + ttlSeconds,
      revoked_at: null,
    })
    .execute()
  return ticket
}

/** Uses up a live socket ticket and returns the operator session it stands for (once). */
export async function redeemSocketTicket(db: Kysely<DB>, ticket: string, now: number) {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashToken(ticket))
    .where('subject_kind', '=', 'socket-ticket')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('subject_id')
    .executeTakeFirst()
  return row?.subject_id
}

/** An operator's sign-in session that could only enrol becomes a full one. */
export async function upgradeEnrolSession(db: Kysely<DB>, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ enrol_only: 0 }).where('id', '=', sessionId).execute()
}

/** The live session of a token: not revoked, not expired. */
export function findLiveSession(db: Kysely<DB>, token: string, kind: SubjectKind, now: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'subject_id'])
    .where('token_hash', '=', hashToken(token))
    .where('subject_kind', '=', kind)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('idle_until', '>', now)
    .executeTakeFirst()
}

export async function revokeSession(db: Kysely<DB>, sessionId: number, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Revokes every live session of a subject except `keepSessionId` (none when omitted). */
export async function revokeSubjectSessions(
  db: Kysely<DB>,
  kind: SubjectKind,
  subjectId: number,
  now: number,
  keepSessionId?: number,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('subject_kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .where('revoked_at', 'is', null)
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId)
  await query.execute()
}

/** The user of a live session token, when the account is not frozen. */
export function findUserSession(db: Kysely<DB>, token: string, now: number) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.subject_id')
    .select([
      'sessions.id as sessionId',
      'users.id as userId',
      'sessions.last_seen_at as lastSeenAt',
      'sessions.expires_at as expiresAt',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.subject_kind', '=', 'user')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.idle_until', '>', now)
    .where('users.frozen', '=', 0)
    .modifyEnd(prepared('user-session'))
    .executeTakeFirst()
}

/**
 * True while the user session `sessionId` of `userId` is live and the user is not frozen (the
 * conditions of `findUserSession`), as an expression for a money statement to evaluate in its own
 * transaction (decision 0047). Its text never changes: the statements embedding it are prepared.
 * The session and the user are values, or a batch's columns (`sql.ref`, decision 0048).
 */
export function userSessionIsLive(
  sessionId: number | RawBuilder<number>,
  userId: number | RawBuilder<number>,
  now: number,
): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from sessions s inner join users u on u.id = s.subject_id
    where s.id = ${sessionId} and s.subject_kind = 'user' and s.subject_id = ${userId}
      and s.revoked_at is null and s.expires_at > ${now} and s.idle_until > ${now} and u.frozen = 0)`
}

/** The operator of a live session token, when the operator is enabled (any role). */
export function findOperatorSession(db: Kysely<DB>, token: string, now: number) {
  return findOperatorSessionWhere(db, { tokenHash: hashToken(token) }, now)
}

/** The same, by the session's id (a redeemed socket ticket names it). */
export function findOperatorSessionById(db: Kysely<DB>, sessionId: number, now: number) {
  return findOperatorSessionWhere(db, { sessionId }, now)
}

async function findOperatorSessionWhere(
  db: Kysely<DB>,
  key: { tokenHash: string } | { sessionId: number },
  now: number,
) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('operators', 'operators.id', 'sessions.subject_id')
    .select([
      'sessions.id as sessionId',
      'operators.id as operatorId',
      'operators.username',
      'operators.role',
      'sessions.last_seen_at as lastSeenAt',
      'sessions.expires_at as expiresAt',
      'sessions.enrol_only as enrolOnly',
    ])
    .where((eb) =>
      'tokenHash' in key
        ? eb('sessions.token_hash', '=', key.tokenHash)
        : eb('sessions.id', '=', key.sessionId),
    )
    .where('sessions.subject_kind', '=', 'operator')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.idle_until', '>', now)
    .where('operators.disabled', '=', 0)
    .executeTakeFirst()
  return row && { ...row, role: row.role as OperatorRole, enrolOnly: row.enrolOnly === 1 }
}

/** A user's sessions, newest first by keyset on id; fetch `limit + 1`. */
export function listUserSessions(db: Kysely<DB>, userId: number, cursor: number | undefined, limit: number) {
  let query = db
    .selectFrom('sessions')
    .select(['id', 'ip_hint', 'created_at', 'expires_at', 'idle_until', 'revoked_at'])
    .where('subject_kind', '=', 'user')
    .where('subject_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
  if (cursor !== undefined) query = query.where('id', '<', cursor)
  return query.execute()
}
export type UserSessionRow = Awaited<ReturnType<typeof listUserSessions>>[number]

/**
 * Whether the user signed in from this device (the same User-Agent and the same network, as the
 * session keeps them) since `since`: a session that has ended counts as long as it is kept.
 */
export async function hasSignedInFrom(
  db: Kysely<DB>,
  userId: number,
  device: SessionDevice,
  since: number,
): Promise<boolean> {
  if (device.userAgent === null || device.ipHint === null) return false
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('subject_kind', '=', 'user')
    .where('subject_id', '=', userId)
    .where('user_agent', '=', device.userAgent)
    .where('ip_hint', '=', device.ipHint)
    .where('created_at', '>=', since)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
