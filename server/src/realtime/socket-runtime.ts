import { CHAT_CLOSE, type ChatAuthFrame, type ChatClientFrame } from '@app/contracts'
import { AppError } from '../lib/errors.ts'
import type { SocketHandlers } from './connection.ts'
import { ChatHub, CLOSE_REASON, type ChatConn, type HubLog, type Subject } from './hub.ts'
import type { ChannelOf, SocketAuth, SocketChannel } from './socket-channel.ts'

/** How often sockets' sessions are checked: a revoked token closes its sockets within this. */
export const SESSION_CHECK_MS = 2000
/** Sockets that did not answer the previous ping are dropped. */
export const PING_MS = 30_000
const SESSION_BATCH = 500

/**
 * The socket of one server process: its hub, the sign-in of each socket, the timers that keep it
 * honest (sessions re-checked in batches, dead sockets pinged out, each channel's own tick), and
 * the frame router. What the frames mean is the channels' (chat, notifications). Nothing runs
 * until the first socket signs in, so a process that serves no socket holds no listener or timer.
 */
export class SocketRuntime implements SocketHandlers {
  readonly hub: ChatHub
  readonly channels: SocketChannel[]
  private readonly byFrame = new Map<string, SocketChannel>()
  private readonly timers: NodeJS.Timeout[] = []
  private rechecking = false
  private closed = false

  constructor(
    private readonly auth: SocketAuth,
    channels: readonly ChannelOf[],
    private readonly now: () => number,
    log: HubLog,
  ) {
    this.hub = new ChatHub(log)
    this.channels = channels.map((of) => of(this.hub))
    for (const channel of this.channels) for (const type of channel.frames) this.byFrame.set(type, channel)
  }

  /** Resolves when every channel hears every node's events; starts the timers once. */
  async start(): Promise<void> {
    if (this.closed) throw new Error('the socket runtime is closed')
    await Promise.all(this.channels.map((channel) => channel.start()))
    this.startTimers()
  }

  /** Signs a socket in from its `auth` frame, or closes it. */
  async authenticate(conn: ChatConn, frame: ChatAuthFrame): Promise<void> {
    await this.start()
    const signer = await this.auth.identify(frame.token, this.now())
    if ('refuse' in signer) return this.hub.close(conn, signer.refuse, signer.reason)
    let who = { ...signer, conversationId: 0, online: false }
    for (const channel of this.channels)
      if (channel.prepare) who = { ...who, ...(await channel.prepare(signer)) }
    if (!this.hub.admit(conn, who)) return
    const subject = conn.subject as Subject
    try {
      for (const channel of this.channels) await channel.welcome?.(conn, subject, frame)
    } finally {
      this.hub.release(conn)
    }
    for (const channel of this.channels) await channel.joined?.(conn, subject)
  }

  /** Routes one validated frame to the channel that answers its type. */
  async frame(conn: ChatConn, subject: Subject, frame: ChatClientFrame): Promise<void> {
    const channel = this.byFrame.get(frame.type)
    if (!channel?.frame) throw new AppError('VALIDATION_FAILED')
    await channel.frame(conn, subject, frame)
  }

  /** Closes every socket (going away); the HTTP server's own close follows. */
  closeSockets(): void {
    this.hub.closeAll(CHAT_CLOSE.goingAway, CLOSE_REASON.goingAway)
  }

  async close(): Promise<void> {
    this.closed = true
    for (const timer of this.timers) clearInterval(timer)
    this.closeSockets()
    for (const channel of this.channels) await channel.close?.()
  }

  private startTimers(): void {
    if (this.timers.length > 0 || this.closed) return
    const every = (ms: number, run: () => unknown) => {
      const timer = setInterval(run, ms)
      timer.unref()
      this.timers.push(timer)
    }
    every(SESSION_CHECK_MS, () => this.recheckSessions())
    every(PING_MS, () => this.hub.ping())
    for (const channel of this.channels) if (channel.tick) every(channel.tick.ms, channel.tick.run)
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
          const live = await this.auth.liveSessions(kind, batch, this.now())
          for (const id of batch) {
            if (live.has(id)) continue
            for (const conn of bySession.get(id) ?? [])
              this.hub.close(conn, CHAT_CLOSE.unauthenticated, CLOSE_REASON.sessionEnded)
          }
        }
      }
    } catch (error) {
      this.hub.log.warn({ err: error }, 'socket session check failed')
    } finally {
      this.rechecking = false
    }
  }
}
