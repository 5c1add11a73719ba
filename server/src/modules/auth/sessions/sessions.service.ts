import type { Scope, SessionControl } from '../../../deps.ts'
import { createSocketTicket, revokeSession, revokeSubjectSessions } from './sessions.repo.ts'

/** How long a socket ticket may wait for its socket. */
export const SOCKET_TICKET_SECONDS = 30

/** `deps.sessions`: ends a user's or an operator's sessions for the modules that may not import auth. */
export const sessionControl: SessionControl = {
  endAll: (deps, subject) => revokeSubjectSessions(deps.db, subject.kind, subject.id, deps.clock.now()),
}

/** Signs out: the session's token stops working. */
export function endSession(deps: Scope, sessionId: number): Promise<void> {
  return revokeSession(deps.db, sessionId, deps.clock.now())
}

/**
 * A one-use pass for the chat socket's first frame, standing for the operator's session: the
 * console's session token itself stays in its HttpOnly cookie.
 */
export async function issueSocketTicket(deps: Scope, sessionId: number): Promise<{ ticket: string }> {
  return { ticket: await createSocketTicket(deps.db, sessionId, deps.clock.now(), SOCKET_TICKET_SECONDS) }
}
