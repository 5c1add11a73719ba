/**
 * The user sessions this process has looked up and found live, by token hash, each until its next
 * use is due to be noted (`TOUCH_EVERY_SECONDS` after the last). A money request of one of them
 * skips the session's own look-up: the statement that keeps the request's answer confirms the
 * session instead, in the transaction that moves the money (decision 0047). Nothing else reads
 * them, so a sign-out or a frozen account holds at once for every request, in every process.
 */
export interface RecentSession {
  userId: number
  sessionId: number
  /** When the session's use was last noted in the database. */
  lastSeenAt: number
}

/** More live sessions than one process serves in a minute; past it, the oldest go first. */
const MAX_SESSIONS = 10_000

export class RecentSessions {
  private readonly sessions = new Map<string, RecentSession>()

  constructor(private readonly touchEverySeconds: number) {}

  /** The session of `tokenHash`, while no use of it is due to be noted. */
  find(tokenHash: string, now: number): RecentSession | undefined {
    const session = this.sessions.get(tokenHash)
    if (session && now - session.lastSeenAt < this.touchEverySeconds && now >= session.lastSeenAt)
      return session
    if (session) this.sessions.delete(tokenHash)
    return undefined
  }

  remember(tokenHash: string, session: RecentSession): void {
    this.sessions.delete(tokenHash)
    if (this.sessions.size >= MAX_SESSIONS) {
      const oldest = this.sessions.keys().next()
      if (!oldest.done) this.sessions.delete(oldest.value)
    }
    this.sessions.set(tokenHash, session)
  }

  forget(tokenHash: string): void {
    this.sessions.delete(tokenHash)
  }
}
