import {
  CHAT_CLOSE,
  chatServerFrame,
  type ChatAuthFrame,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@app/contracts/chat'
import { reconnectDelay } from './backoff.ts'
import { connectWebSocket, type Connect, type Transport } from './socket-transport.ts'

/**
 * The socket's state as a page shows it: `connecting` (before the first `ready`), `open` (after
 * `ready`), `waiting` (down, a reconnect is scheduled), `stopped` (no reconnect).
 */
export type LinkState = 'connecting' | 'open' | 'waiting' | 'stopped'
/** Why reconnecting cannot help: signed out, a role that may not chat, too many windows. */
export type StopReason = 'signedOut' | 'forbidden' | 'tooManySockets'

export interface ChatSocketOptions {
  url: () => string
  /** The browser's WebSocket unless given. */
  connect?: Connect
  /** Runs before each attempt (the app's first history page); a failure counts as a failed attempt. */
  prepare?: () => Promise<void>
  /** The `auth` frame, built when the socket opens (so `afterId` is current); none when signed out. */
  authFrame: () => ChatAuthFrame | undefined
  /** After a 4401: true when the session is still good (the close was something else). */
  checkSession: () => Promise<boolean>
  onLink: (link: LinkState, reason?: StopReason) => void
  onFrame: (frame: ChatServerFrame) => void
  onRateLimited: () => void
  random?: () => number
}

/** Outbound frames stay under the server's 5 a second (burst 10), so a flushed outbox is not cut off. */
const FRAMES_PER_SECOND = 4
const FRAME_BURST = 8

/**
 * The chat socket of both clients: connects, signs in with the first frame, validates every
 * inbound frame with the contract, reconnects with backoff and jitter, and stops for good only when
 * reconnecting cannot help (signed out, a role that may not chat, too many windows).
 */
export class ChatSocket {
  private transport: Transport | undefined
  private generation = 0
  private attempt = 0
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private running = false
  private ready = false
  private queue: string[] = []
  private tokens = FRAME_BURST
  private refilledAt = 0
  private pumpTimer: ReturnType<typeof setTimeout> | undefined

  constructor(private readonly options: ChatSocketOptions) {}

  start(): void {
    if (this.running) return
    this.running = true
    this.attempt = 0
    void this.connect()
  }

  stop(): void {
    this.running = false
    this.drop()
  }

  /** Reconnects now instead of after the scheduled wait (the browser came back online). */
  retryNow(): void {
    if (!this.running || this.transport || this.retryTimer === undefined) return
    clearTimeout(this.retryTimer)
    this.retryTimer = undefined
    void this.connect()
  }

  get isOpen(): boolean {
    return this.ready
  }

  /** Queues a frame on a signed-in socket; false when there is none (the caller keeps it). */
  send(frame: ChatClientFrame): boolean {
    if (!this.ready) return false
    this.queue.push(JSON.stringify(frame))
    this.pump()
    return true
  }

  private drop(): void {
    this.generation += 1
    clearTimeout(this.retryTimer)
    this.retryTimer = undefined
    this.resetLink()
    this.transport?.close()
    this.transport = undefined
  }

  private resetLink(): void {
    this.ready = false
    this.queue = []
    clearTimeout(this.pumpTimer)
    this.pumpTimer = undefined
  }

  private async connect(): Promise<void> {
    const generation = ++this.generation
    const current = () => this.running && generation === this.generation
    this.retryTimer = undefined
    // A retry stays `waiting` until `ready`, so a page's notice does not flicker on each attempt.
    if (this.attempt === 0) this.options.onLink('connecting')
    try {
      await this.options.prepare?.()
    } catch {
      if (current()) this.retryLater()
      return
    }
    if (!current()) return
    if (!this.options.authFrame()) return this.halt('signedOut')
    const connect = this.options.connect ?? connectWebSocket
    this.transport = connect(this.options.url(), {
      onOpen: () => {
        const auth = this.options.authFrame()
        if (!current()) return
        if (auth) this.transport?.send(JSON.stringify(auth))
        else this.halt('signedOut')
      },
      onMessage: (data) => {
        if (current()) this.receive(data)
      },
      onClose: (code) => {
        if (current()) this.closed(code, generation)
      },
    })
  }

  private receive(data: string): void {
    let value: unknown
    try {
      value = JSON.parse(data)
    } catch {
      return
    }
    const parsed = chatServerFrame.safeParse(value)
    if (!parsed.success) return
    const frame = parsed.data
    if (frame.type === 'ready') {
      this.ready = true
      this.attempt = 0
      this.tokens = FRAME_BURST
      this.refilledAt = Date.now()
      this.options.onLink('open')
    }
    this.options.onFrame(frame)
  }

  /** The close-code rules (spec in `CHAT_CLOSE`): which closes stop for good, which reconnect. */
  private closed(code: number, generation: number): void {
    this.transport = undefined
    this.resetLink()
    switch (code) {
      case CHAT_CLOSE.forbidden:
        return this.halt('forbidden')
      case CHAT_CLOSE.tooManySockets:
        return this.halt('tooManySockets')
      case CHAT_CLOSE.unauthenticated:
        return this.checkSessionThenRetry(generation)
      case CHAT_CLOSE.rateLimited:
        this.options.onRateLimited()
        return this.retryLater()
      default:
        return this.retryLater()
    }
  }

  /**
   * Revoked, or an `auth` that failed for another reason: the HTTP check tells them apart, and a
   * 401 there takes the client's usual way to its sign-in page.
   */
  private checkSessionThenRetry(generation: number): void {
    this.options.onLink('waiting')
    this.options.checkSession().then(
      (valid) => {
        if (generation !== this.generation || !this.running) return
        if (valid) this.retryLater()
        else this.halt('signedOut')
      },
      () => {
        if (generation === this.generation) this.retryLater()
      },
    )
  }

  private retryLater(): void {
    if (!this.running) return
    this.options.onLink('waiting')
    const delay = reconnectDelay(this.attempt, this.options.random)
    this.attempt += 1
    this.retryTimer = setTimeout(() => void this.connect(), delay)
  }

  private halt(reason: StopReason): void {
    this.running = false
    this.drop()
    this.options.onLink('stopped', reason)
  }

  private pump(): void {
    const now = Date.now()
    this.tokens = Math.min(FRAME_BURST, this.tokens + ((now - this.refilledAt) / 1000) * FRAMES_PER_SECOND)
    this.refilledAt = now
    while (this.queue.length > 0 && this.tokens >= 1 && this.transport) {
      this.transport.send(this.queue.shift() as string)
      this.tokens -= 1
    }
    if (this.queue.length > 0 && this.pumpTimer === undefined) {
      this.pumpTimer = setTimeout(() => {
        this.pumpTimer = undefined
        this.pump()
      }, 1000 / FRAMES_PER_SECOND)
    }
  }
}
