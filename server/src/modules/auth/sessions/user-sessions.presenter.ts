import type { OpsUserSession } from '@app/contracts'
import type { UserSessionRow } from './sessions.repo.ts'

/** A session as the console's user page shows it: live while not ended and not past its end. */
export function presentUserSession(row: UserSessionRow, now: number): OpsUserSession {
  const endsAt = Math.min(row.expires_at, row.idle_until)
  return {
    id: row.id,
    ip: row.ip_hint,
    signedInAt: row.created_at,
    endsAt,
    endedAt: row.revoked_at,
    live: row.revoked_at === null && endsAt > now,
  }
}
