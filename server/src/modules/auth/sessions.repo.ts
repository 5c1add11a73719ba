import type { Kysely } from 'kysely'
import type { OperatorRole } from '@app/contracts'
import type { DB } from '../../db/schema.ts'
import { hashToken, newToken } from '../../lib/tokens.ts'

export type SubjectKind = 'user' | 'operator'

/** Creates a session and returns its token; only the token's hash is stored. */
export async function createSession(
  db: Kysely<DB>,
  kind: SubjectKind,
  subjectId: number,
  now: number,
  ttlSeconds: number,
): Promise<string> {
  const token = newToken()
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      subject_kind: kind,
      subject_id: subjectId,
      created_at: now,
      expires_at: now + ttlSeconds,
      revoked_at: null,
    })
    .execute()
  return token
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
    .select(['sessions.id as sessionId', 'users.id as userId'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.subject_kind', '=', 'user')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.frozen', '=', 0)
    .executeTakeFirst()
}

/** The operator of a live session token, when the operator is enabled (any role). */
export async function findOperatorSession(db: Kysely<DB>, token: string, now: number) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('operators', 'operators.id', 'sessions.subject_id')
    .select([
      'sessions.id as sessionId',
      'operators.id as operatorId',
      'operators.username',
      'operators.role',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.subject_kind', '=', 'operator')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('operators.disabled', '=', 0)
    .executeTakeFirst()
  return row && { ...row, role: row.role as OperatorRole }
}
