import type { Scope } from '../../deps.ts'
import {
  createSocketTicket,
  revokeSession,
  revokeSubjectSessions,
  type SubjectKind,
} from './sessions.repo.ts'

/** How long a socket ticket may wait for its socket. */
export const SOCKET_TICKET_SECONDS = 30

/**
 * What other modules do to sessions, reached through `deps.sessions` so that they need not import
 * auth: freezing a user or disabling an operator ends their sessions.
 */
export interface SessionControl {
  /** Ends every live session of a user or an operator; inside a transaction, pass it as `deps.db`. */
  endAll(deps: Scope, subject: { kind: SubjectKind; id: number }): Promise<void>
}

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
