import type { ChatContext } from '../modules/chat/chat-context.ts'
import { findLiveSessions } from '../modules/chat/chat-auth.repo.ts'
import { isAnyOperatorOnline, touchPresence } from '../modules/chat/presence.repo.ts'
import { ChatHub, CLOSE_REASON, type ChatConn } from './hub.ts'

/** How often sockets' sessions are checked: a revoked token closes its sockets within this. */
export const SESSION_CHECK_MS = 2000
/** Consoles' presence heartbeat, and the re-check of who is online (for expired heartbeats). */
export const PRESENCE_TICK_MS = 10_000
/** Sockets that did not answer the previous ping are dropped. */
export const PING_MS = 30_000
const SESSION_BATCH = 500

/**
 * The chat of one server process: its hub of sockets, and the timers that keep it honest —
 * sessions re-checked in batches, dead sockets pinged out, presence refreshed. Nothing runs until
 * the first socket signs in, so a process that serves no chat holds no listener or timer.
 */
export class ChatRuntime {
  readonly hub: ChatHub
  private started: Promise<void> | undefined
  private readonly timers: NodeJS.Timeout[] = []
  private recomputing = false
  private recomputeAgain = false
  private rechecking = false
  private closed = false

  constructor(readonly ctx: ChatContext) {
    this.hub = new ChatHub(ctx, () => void this.recomputePresence())
    ctx.bus.subscribe((signal) => {
      if (signal.kind === 'reset') this.started = undefined
    })
  }

  /** Resolves when this process hears every node's events and knows who is online. */
  start(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the chat is closed'))
    this.started ??= (async () => {
      await this.ctx.bus.start()
      await this.recomputePresence()
      this.startTimers()
    })().catch((error: unknown) => {
      this.started = undefined
      throw error
    })
    return this.started
  }

  /** Closes every socket (going away); the HTTP server's own close follows. */
  closeSockets(): void {
    this.hub.closeAll(1001, CLOSE_REASON.goingAway)
  }

  async close(): Promise<void> {
    this.closed = true
    for (const timer of this.timers) clearInterval(timer)
    this.closeSockets()
    await this.ctx.bus.close()
  }

  /** Recomputes whether customer service is online; concurrent calls fold into one more run. */
  async recomputePresence(): Promise<void> {
    if (this.recomputing) {
      this.recomputeAgain = true
      return
    }
    this.recomputing = true
    try {
      do {
        this.recomputeAgain = false
        const { database, clock } = this.ctx.deps
        this.hub.setOnline(await isAnyOperatorOnline(database.db, clock.now()))
      } while (this.recomputeAgain)
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'chat presence check failed')
    } finally {
      this.recomputing = false
    }
  }

  private startTimers(): void {
    if (this.timers.length > 0) return
    const every = (ms: number, run: () => unknown) => {
      const timer = setInterval(run, ms)
      timer.unref()
      this.timers.push(timer)
    }
    every(SESSION_CHECK_MS, () => this.recheckSessions())
    every(PING_MS, () => this.ping())
    every(PRESENCE_TICK_MS, () => this.presenceTick())
  }

  /** Closes sockets whose session was revoked or expired, or whose account was frozen or disabled. */
  private async recheckSessions(): Promise<void> {
    if (this.rechecking) return
    this.rechecking = true
    try {
      for (const kind of ['user', 'operator'] as const) {
        const bySession = new Map<number, ChatConn[]>()
        for (const subject of this.hub.subjects.values()) {
          if (subject.kind !== kind) continue
          for (const conn of subject.conns) {
            const list = bySession.get(conn.sessionId)
            if (list) list.push(conn)
            else bySession.set(conn.sessionId, [conn])
          }
        }
        const ids = [...bySession.keys()]
        for (let i = 0; i < ids.length; i += SESSION_BATCH) {
          const batch = ids.slice(i, i + SESSION_BATCH)
          const { database, clock } = this.ctx.deps
          const live = await findLiveSessions(database.db, kind, batch, clock.now())
          for (const id of batch) {
            if (live.has(id)) continue
            for (const conn of bySession.get(id) ?? []) this.hub.close(conn, 4401, CLOSE_REASON.sessionEnded)
          }
        }
      }
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'chat session check failed')
    } finally {
      this.rechecking = false
    }
  }

  private ping(): void {
    for (const conn of this.hub.conns) {
      const socket = conn.socket
      if (socket.readyState !== socket.OPEN) continue
      if (!conn.alive) {
        socket.terminate()
        continue
      }
      conn.alive = false
      socket.ping()
    }
  }

  private async presenceTick(): Promise<void> {
    const present: number[] = []
    for (const subject of this.hub.subjects.values()) {
      if (subject.kind === 'operator' && subject.online) present.push(subject.id)
    }
    try {
      await touchPresence(this.ctx.deps.database.db, present, this.ctx.deps.clock.now())
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'chat presence heartbeat failed')
    }
    await this.recomputePresence()
  }
}
