import {
  CHAT_MAX_FRAME_BYTES,
  chatText,
  type ChatMessage,
  type ChatSendBody,
  type ChatServerFrame,
} from '@app/contracts/chat'
import type { ListPage } from '../../../lib/list/source.ts'
import { createLock } from '../../../lib/list/lock.ts'
import { ChatSocket, type LinkState, type StopReason } from '@app/client/chat-socket'
import type { Connect } from '@app/client/socket-transport'
import { deliveredIds, lastIdOf, mergeMessages } from '@app/client/chat-thread'
import type { Outbox, OutboxItem } from './outbox.ts'

/** What the chat page shows; a new object on every change. */
export interface ChatView {
  /** Acknowledged messages, oldest first, each once. */
  messages: readonly ChatMessage[]
  /** Written here, not acknowledged yet: shown after the others with a pending mark. */
  pending: readonly OutboxItem[]
  link: LinkState
  stopReason: StopReason | null
  /** Customer service online; null until known. */
  online: boolean | null
  unread: number
  /** The newest page of history has arrived once. */
  historyLoaded: boolean
  hasOlder: boolean
  loadingOlder: boolean
  operatorTyping: boolean
}

export interface ChatApi {
  fetchHistory(before: string | null, options: { quiet: boolean }): Promise<ListPage<ChatMessage>>
  fetchPresence(): Promise<boolean>
  sendOverHttp(body: ChatSendBody): Promise<ChatMessage>
  checkSession(): Promise<boolean>
}

/** Why a text was not taken (the contract's rule: 1 to 2000 characters after trimming). */
export type SendRefusal = 'empty' | 'tooLong'

export type ChatNotice = { kind: 'rateLimited' } | { kind: 'rejected'; msg: string }

export interface ChatStoreDeps {
  api: ChatApi
  connect: Connect
  url: () => string
  token: () => string | undefined
  outbox: Outbox
  isVisible: () => boolean
  notify: (notice: ChatNotice) => void
  newClientId: () => string
  /** Unix seconds. */
  now: () => number
  random?: () => number
}

/** A refused send that a retry cannot fix; other refusals are sent again. */
const FINAL_ERRORS = new Set(['VALIDATION_FAILED', 'FORBIDDEN', 'NOT_FOUND'])
const RESEND_AFTER_ERROR_MS = 3000
const TYPING_SHOWN_MS = 5000
const TYPING_EVERY_MS = 3000

const initialView: ChatView = {
  messages: [],
  pending: [],
  link: 'connecting',
  stopReason: null,
  online: null,
  unread: 0,
  historyLoaded: false,
  hasOlder: false,
  loadingOlder: false,
  operatorTyping: false,
}

/**
 * The user's conversation: history over HTTP, live frames over the socket, and the outbox. A
 * message is kept (in memory and on the device) from the moment it is written until the server's
 * copy with its client id comes back; every (re)connection resumes after the newest id held and
 * sends what is still pending with the same client id, so nothing is lost and nothing doubled.
 */
export class ChatStore {
  private view: ChatView = initialView
  private readonly listeners = new Set<() => void>()
  private readonly socket: ChatSocket
  private olderCursor: string | null = null
  /** Client ids sent on the current connection, not acknowledged yet. */
  private inFlight = new Set<string>()
  private readSent = 0
  private lastTypingAt = 0
  private timers = new Set<ReturnType<typeof setTimeout>>()
  private typingTimer: ReturnType<typeof setTimeout> | undefined

  constructor(private readonly deps: ChatStoreDeps) {
    this.socket = new ChatSocket({
      url: deps.url,
      connect: deps.connect,
      prepare: () => this.loadNewest(),
      authFrame: () => {
        const token = deps.token()
        return token ? { type: 'auth', token, afterId: lastIdOf(this.view.messages) } : undefined
      },
      checkSession: deps.api.checkSession,
      onLink: (link, reason) => this.onLink(link, reason),
      onFrame: (frame) => this.onFrame(frame),
      onRateLimited: () => deps.notify({ kind: 'rateLimited' }),
      random: deps.random,
    })
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getView = (): ChatView => this.view

  start(): void {
    this.set({ pending: this.deps.outbox.load(), stopReason: null })
    this.deps.api.fetchPresence().then(
      (online) => {
        if (this.view.online === null) this.set({ online })
      },
      () => undefined,
    )
    this.socket.start()
  }

  stop(): void {
    this.socket.stop()
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
    clearTimeout(this.typingTimer)
  }

  /** The browser is back online: do not wait out the backoff. */
  retryNow(): void {
    this.socket.retryNow()
  }

  /** Keeps the message in the outbox and sends it when the socket is up; null when taken. */
  send(text: string): SendRefusal | null {
    const parsed = chatText.safeParse(text)
    if (!parsed.success) return text.trim() === '' ? 'empty' : 'tooLong'
    const item: OutboxItem = {
      clientId: this.deps.newClientId(),
      text: parsed.data,
      createdAt: this.deps.now(),
    }
    this.deps.outbox.add(item)
    this.set({ pending: [...this.view.pending, item] })
    if (this.socket.isOpen) this.sendItem(item)
    return null
  }

  /** Older history (scrolled to the top); locked, so one cursor is never fetched twice. */
  loadOlder = createLock(async () => {
    if (!this.view.hasOlder || !this.olderCursor) return
    this.set({ loadingOlder: true })
    try {
      const page = await this.deps.api.fetchHistory(this.olderCursor, { quiet: false })
      this.olderCursor = page.next
      this.receive(page.items)
      this.set({ hasOlder: page.next !== null })
    } finally {
      this.set({ loadingOlder: false })
    }
  })

  /** Tells the server everything shown has been read, when the page is in view. */
  markRead(): void {
    const upToId = lastIdOf(this.view.messages)
    if (this.view.unread === 0 || upToId <= this.readSent || !this.deps.isVisible()) return
    if (this.socket.send({ type: 'read', upToId })) this.readSent = upToId
  }

  /** The user is typing: at most one frame every 3 seconds. */
  typing(): void {
    const now = Date.now()
    if (now - this.lastTypingAt < TYPING_EVERY_MS) return
    if (this.socket.send({ type: 'typing' })) this.lastTypingAt = now
  }

  private set(patch: Partial<ChatView>): void {
    this.view = { ...this.view, ...patch }
    for (const listener of this.listeners) listener()
  }

  private async loadNewest(): Promise<void> {
    if (this.view.historyLoaded) return
    const page = await this.deps.api.fetchHistory(null, { quiet: true })
    this.olderCursor = page.next
    this.receive(page.items)
    this.set({ historyLoaded: true, hasOlder: page.next !== null })
  }

  private onLink(link: LinkState, reason?: StopReason): void {
    if (link !== 'open') this.inFlight.clear()
    this.set({ link, stopReason: reason ?? null, ...(link === 'open' ? {} : { operatorTyping: false }) })
  }

  private onFrame(frame: ChatServerFrame): void {
    switch (frame.type) {
      case 'ready':
        this.readSent = 0
        this.set({ online: frame.online, unread: frame.unread ?? this.view.unread })
        this.flush()
        return this.markRead()
      case 'message':
        this.receive([frame.message])
        if (frame.unread !== undefined) this.set({ unread: frame.unread })
        if (frame.message.from === 'operator') this.showTyping(false)
        return this.markRead()
      case 'resumed':
        if (frame.more) this.socket.send({ type: 'resume', afterId: frame.lastId })
        return
      case 'presence':
        return this.set({ online: frame.online })
      case 'unread':
        this.set({ unread: frame.count })
        return this.markRead()
      case 'typing':
        if (frame.from === 'operator') this.showTyping(true)
        return
      case 'error':
        return this.refused(frame.clientId, frame.code, frame.msg)
      case 'assigned':
        return
    }
  }

  /** Merges messages in; pending ones whose client id came back are delivered and leave the outbox. */
  private receive(incoming: readonly ChatMessage[]): void {
    const messages = mergeMessages(this.view.messages, incoming)
    const delivered = deliveredIds(this.view.pending, incoming)
    if (delivered.length === 0) {
      if (messages !== this.view.messages) this.set({ messages })
      return
    }
    const gone = new Set(delivered)
    for (const clientId of delivered) this.inFlight.delete(clientId)
    this.deps.outbox.remove(delivered)
    this.set({ messages, pending: this.view.pending.filter((item) => !gone.has(item.clientId)) })
  }

  /** Sends every pending message not already sent on this connection, oldest first. */
  private flush(): void {
    for (const item of this.view.pending) if (!this.inFlight.has(item.clientId)) this.sendItem(item)
  }

  private sendItem(item: OutboxItem): void {
    const body: ChatSendBody = { clientId: item.clientId, text: item.text }
    const frame = { type: 'send', ...body } as const
    if (new TextEncoder().encode(JSON.stringify(frame)).length > CHAT_MAX_FRAME_BYTES) {
      // Too big for one frame (long text in a wide script): the same message over HTTP.
      this.inFlight.add(item.clientId)
      this.deps.api.sendOverHttp(body).then(
        (message) => this.receive([message]),
        () => this.inFlight.delete(item.clientId),
      )
      return
    }
    if (this.socket.send(frame)) this.inFlight.add(item.clientId)
  }

  private refused(clientId: string | undefined, code: string, msg: string): void {
    if (!clientId || !this.view.pending.some((item) => item.clientId === clientId)) return
    this.inFlight.delete(clientId)
    if (FINAL_ERRORS.has(code)) {
      this.deps.outbox.remove([clientId])
      this.set({ pending: this.view.pending.filter((item) => item.clientId !== clientId) })
      this.deps.notify({ kind: 'rejected', msg })
      return
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      if (this.socket.isOpen) this.flush()
    }, RESEND_AFTER_ERROR_MS)
    this.timers.add(timer)
  }

  private showTyping(typing: boolean): void {
    clearTimeout(this.typingTimer)
    if (typing) this.typingTimer = setTimeout(() => this.set({ operatorTyping: false }), TYPING_SHOWN_MS)
    if (this.view.operatorTyping !== typing) this.set({ operatorTyping: typing })
  }
}
