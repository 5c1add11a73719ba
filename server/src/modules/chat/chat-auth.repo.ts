import type { Kysely } from 'kysely'
import type { OperatorRole } from '@app/contracts'
import type { DB } from '../../db/schema.ts'
import { hashToken } from '../../lib/tokens.ts'

/** Operator roles that answer chats (finance does not). */
export const CHAT_ROLES: readonly OperatorRole[] = ['admin', 'support']

export interface ChatOperator {
  operatorId: number
  sessionId: number
  username: string
  role: OperatorRole
}

/** The operator of a live session token (any role; the caller checks `CHAT_ROLES`). */
export async function resolveOperator(
  db: Kysely<DB>,
  token: string,
  now: number,
): Promise<ChatOperator | undefined> {
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

/**
 * Of `sessionIds`, those still live: not revoked or expired, of a user who is not frozen or an
 * enabled operator who may chat. One query per kind for a whole batch of sockets.
 */
export async function findLiveSessions(
  db: Kysely<DB>,
  kind: 'user' | 'operator',
  sessionIds: number[],
  now: number,
): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set()
  const base = db
    .selectFrom('sessions')
    .where('sessions.id', 'in', sessionIds)
    .where('sessions.subject_kind', '=', kind)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
  const rows =
    kind === 'user'
      ? await base
          .innerJoin('users', 'users.id', 'sessions.subject_id')
          .where('users.frozen', '=', 0)
          .select('sessions.id')
          .execute()
      : await base
          .innerJoin('operators', 'operators.id', 'sessions.subject_id')
          .where('operators.disabled', '=', 0)
          .where('operators.role', 'in', [...CHAT_ROLES])
          .select('sessions.id')
          .execute()
  return new Set(rows.map((r) => r.id))
}
