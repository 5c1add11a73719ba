import type { Kysely } from 'kysely'
import type { OperatorRole } from '@app/contracts'
import type { DB } from '../../../db/schema.ts'

/**
 * Of `sessionIds`, those still live: not revoked or expired, of a user who is not frozen, or of an
 * enabled operator whose role is one of `operatorRoles`. One query for a whole batch of sessions
 * of one kind (the sockets a process holds, re-checked).
 */
export async function findLiveSessions(
  db: Kysely<DB>,
  kind: 'user' | 'operator',
  sessionIds: readonly number[],
  now: number,
  operatorRoles: readonly OperatorRole[],
): Promise<Set<number>> {
  if (sessionIds.length === 0 || (kind === 'operator' && operatorRoles.length === 0)) return new Set()
  const base = db
    .selectFrom('sessions')
    .where('sessions.id', 'in', [...sessionIds])
    .where('sessions.subject_kind', '=', kind)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.idle_until', '>', now)
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
          .where('operators.role', 'in', [...operatorRoles])
          .select('sessions.id')
          .execute()
  return new Set(rows.map((r) => r.id))
}
