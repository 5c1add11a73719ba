import { CHAT_CLOSE, CHAT_ROLES } from '@app/contracts'
import { ChatHub, CLOSE_REASON, type HubLog } from '../../realtime/hub.ts'
import { findLiveSessions } from '../auth/index.ts'
import { notificationBusOf } from '../notifications/index.ts'
import type { ChatDeps } from './chat-deps.ts'
import { deliverNotification, deliverSignal } from './chat-fanout.ts'
import { touchPresence } from './presence.repo.ts'
import { isCustomerServiceOnline } from './presence.service.ts'

/** How often sockets' sessions are checked: a revoked token closes its sockets within this. */
export const SESSION_CHECK_MS = 2000
/** Consoles' presence heartbeat, and the re-check of who is online (for expired heartbeats). */
export const PRESENCE_TICK_MS = 10_000
/** Sockets that did not answer the previous ping are dropped. */
export const PING_MS = 30_000
const SESSION_BATCH = 500

/**
 * The chat of one server process: its hub of sockets, fed by the bus, and the timers that keep it
 * honest — sessions re-checked in batches, dead sockets pinged out, presence refreshed. Nothing
 * runs until the first socket signs in, so a process that serves no chat holds no listener or timer.
 */
export class ChatRuntime {
  readonly hub: ChatHub
  private started: Promise<void> | undefined
  private readonly timers: NodeJS.Timeout[] = []
  private recomputing = false
  private recomputeAgain = false
  private rechecking = false
  private closed = false

  constructor(
    readonly deps: ChatDeps,
    log: HubLog,
  ) {
    this.hub = new ChatHub(log)
    deps.bus.subscribe((signal) => {
      if (signal.kind === 'reset') this.started = undefined
      deliverSignal(this.hub, signal, () => void this.recomputePresence())
    })
    // The user's notifications ride on the same socket; a reset closes the sockets as the chat's does.
    notificationBusOf(deps.database).subscribe((signal) => {
      if (signal.kind === 'reset') this.started = undefined
      deliverNotification(this.hub, signal)
    })
  }

  /** Resolves when this process hears every node's events and knows who is online. */
  start(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the chat is closed'))
    this.started ??= (async () => {
      await this.deps.bus.start()
      await notificationBusOf(this.deps.database).start()
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
    this.hub.closeAll(CHAT_CLOSE.goingAway, CLOSE_REASON.goingAway)
  }

  async close(): Promise<void> {
    this.closed = true
    for (const timer of this.timers) clearInterval(timer)
    this.closeSockets()
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
        this.hub.setOnline(await isCustomerServiceOnline(this.deps))
      } while (this.recomputeAgain)
    } catch (error) {
      this.hub.log.warn({ err: error }, 'chat presence check failed')
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
    every(PING_MS, () => this.hub.ping())
    every(PRESENCE_TICK_MS, () => this.presenceTick())
  }

  /** Closes sockets whose session was revoked or expired, or whose account was frozen or disabled. */
  private async recheckSessions(): Promise<void> {
    if (this.rechecking) return
    this.rechecking = true
    try {
      for (const kind of ['user', 'operator'] as const) {
        const bySession = this.hub.bySession(kind)
        const ids = [...bySession.keys()]
        for (let i = 0; i < ids.length; i += SESSION_BATCH) {
          const batch = ids.slice(i, i + SESSION_BATCH)
          const now = this.deps.clock.now()
          const live = await findLiveSessions(this.deps.db, kind, batch, now, CHAT_ROLES)
          for (const id of batch) {
            if (live.has(id)) continue
            for (const conn of bySession.get(id) ?? [])
              this.hub.close(conn, CHAT_CLOSE.unauthenticated, CLOSE_REASON.sessionEnded)
          }
        }
      }
    } catch (error) {
      this.hub.log.warn({ err: error }, 'chat session check failed')
    } finally {
      this.rechecking = false
    }
  }

  private async presenceTick(): Promise<void> {
    const present: number[] = []
    for (const subject of this.hub.subjects.values()) {
      if (subject.kind === 'operator' && subject.online) present.push(subject.id)
    }
    try {
      await touchPresence(this.deps.db, present, this.deps.clock.now())
    } catch (error) {
      this.hub.log.warn({ err: error }, 'chat presence heartbeat failed')
    }
    await this.recomputePresence()
  }
}
