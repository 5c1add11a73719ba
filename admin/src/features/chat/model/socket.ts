import { CHAT_CLOSE, chatServerFrame, type ChatClientFrame, type ChatServerFrame } from '@app/contracts'

/** `open` after `ready`; `waiting` while a reconnect is scheduled; `stopped` when it cannot help. */
export type OpsLink = 'connecting' | 'open' | 'waiting' | 'stopped'
export type OpsStopReason = 'signedOut' | 'forbidden' | 'tooManySockets'

const BASE_MS = 1000
const MAX_MS = 30_000

/** 1 s, 2 s, 4 s … at most 30 s, each shortened by up to a fifth at random. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  return Math.round(Math.min(MAX_MS, BASE_MS * 2 ** Math.min(attempt, 16)) * (0.8 + 0.2 * random()))
}

/** `/api/chat/ws` on the chat host of the site settings, or on the console's own host. */
export function chatSocketUrl(chatUrl: string | undefined, pageUrl: string): string {
  const url = new URL(`${(chatUrl ?? '').trim().replace(/\/+$/, '')}/api/chat/ws`, pageUrl)
  if (url.protocol === 'https:') url.protocol = 'wss:'
  else if (url.protocol === 'http:') url.protocol = 'ws:'
  url.hash = ''
  return url.toString()
}

export interface OpsSocketOptions {
  url: () => string
  /** The operator's token (localStorage `opsToken`), sent in the first frame, never in the URL. */
  token: () => string | null
  checkSession: () => Promise<boolean>
  onLink: (link: OpsLink, reason?: OpsStopReason) => void
  onFrame: (frame: ChatServerFrame) => void
  onRateLimited: () => void
}

/**
 * The console's chat socket: `auth` first, every inbound frame validated with the contract,
 * reconnects with backoff and jitter; stops for good when signed out, forbidden or over the
 * socket limit.
 */
export class OpsChatSocket {
  private socket: WebSocket | undefined
  private generation = 0
  private attempt = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  private running = false
  private ready = false

  constructor(private readonly options: OpsSocketOptions) {}

  get isOpen(): boolean {
    return this.ready
  }

  start(): void {
    if (this.running) return
    this.running = true
    this.connect()
  }

  stop(): void {
    this.running = false
    this.drop()
  }

  send(frame: ChatClientFrame): boolean {
    if (!this.ready || !this.socket) return false
    this.socket.send(JSON.stringify(frame))
    return true
  }

  private drop(): void {
    this.generation += 1
    this.ready = false
    clearTimeout(this.timer)
    this.timer = undefined
    const socket = this.socket
    this.socket = undefined
    if (!socket) return
    // Closing a socket still connecting makes the browser log an error: close it once open.
    if (socket.readyState === WebSocket.CONNECTING) socket.onopen = () => socket.close(1000)
    else socket.close(1000)
  }

  private connect(): void {
    const generation = ++this.generation
    const current = () => this.running && generation === this.generation
    this.timer = undefined
    const token = this.options.token()
    if (!token) return this.halt('signedOut')
    // A retry stays `waiting` until `ready`, so the notice does not flicker on each attempt.
    if (this.attempt === 0) this.options.onLink('connecting')
    const socket = new WebSocket(this.options.url())
    this.socket = socket
    socket.onopen = () => {
      if (current()) socket.send(JSON.stringify({ type: 'auth', token }))
    }
    socket.onmessage = (event) => {
      if (current() && typeof event.data === 'string') this.receive(event.data)
    }
    socket.onclose = (event) => {
      if (current()) this.closed(event.code, generation)
    }
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
    if (parsed.data.type === 'ready') {
      this.ready = true
      this.attempt = 0
      this.options.onLink('open')
    }
    this.options.onFrame(parsed.data)
  }

  private closed(code: number, generation: number): void {
    this.socket = undefined
    this.ready = false
    if (code === CHAT_CLOSE.forbidden) return this.halt('forbidden')
    if (code === CHAT_CLOSE.tooManySockets) return this.halt('tooManySockets')
    if (code === CHAT_CLOSE.unauthenticated) {
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
      return
    }
    if (code === CHAT_CLOSE.rateLimited) this.options.onRateLimited()
    this.retryLater()
  }

  private retryLater(): void {
    if (!this.running) return
    this.options.onLink('waiting')
    const delay = reconnectDelay(this.attempt)
    this.attempt += 1
    this.timer = setTimeout(() => this.connect(), delay)
  }

  private halt(reason: OpsStopReason): void {
    this.running = false
    this.drop()
    this.options.onLink('stopped', reason)
  }
}
