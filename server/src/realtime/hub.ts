import type { WebSocket } from 'ws'
import {
  CHAT_MAX_SOCKETS,
  CHAT_RATE_BURST,
  CHAT_RATE_PER_SECOND,
  type ChatMessage,
  type ChatServerFrame,
  type Locale,
} from '@app/contracts'
import type { ChatContext } from '../modules/chat/chat-context.ts'
import type { BusSignal, ChatEvent } from './bus.ts'
import { newBucket, take, type Bucket } from './token-bucket.ts'

/** A signed-in user or operator with their sockets on this process. */
export interface Subject {
  kind: 'user' | 'operator'
  id: number
  /** The operator's name; empty for users. */
  name: string
  /** The user's conversation; 0 for operators. */
  conversationId: number
  conns: Set<ChatConn>
  bucket: Bucket
  /** Operators: their presence switch. */
  online: boolean
}

/** One socket. Kept small: a few numbers and references, and a list only while a resume runs. */
export interface ChatConn {
  socket: WebSocket
  locale: Locale
  subject: Subject | undefined
  sessionId: number
  /** Users: the highest message id sent on this socket, so nothing is sent twice. */
  lastId: number
  /** Live frames held back while `ready` or a resume is being sent. */
  held: Held[] | null
  alive: boolean
  /** Frames are handled one at a time, in order. */
  chain: Promise<void>
  pending: number
}

/** A held message with its frame, or any other frame's JSON. */
type Held = { message: ChatMessage; json: string } | string

export interface Identity {
  kind: 'user' | 'operator'
  id: number
  name: string
  sessionId: number
  conversationId: number
  online: boolean
}

/** A socket whose client does not read is closed before the server buffers more than this. */
const MAX_BUFFERED_BYTES = 1024 * 1024
/** Live messages held during one resume; more closes the socket (the client resumes again). */
const MAX_HELD = 500
export const CLOSE_REASON = {
  sessionEnded: 'session ended: sign in again',
  restart: 'chat feed restarted: reconnect and resume',
  tooSlow: 'too slow: the client is not reading',
  tryAgain: 'too many messages during resume: reconnect and resume',
  goingAway: 'server shutting down',
} as const

/**
 * This process's sockets, by user and operator, and the delivery of bus events to them: a
 * message reaches the user's sockets and every operator's; presence reaches users when customer
 * service goes online or offline.
 */
export class ChatHub {
  readonly conns = new Set<ChatConn>()
  readonly subjects = new Map<string, Subject>()
  /** Customer service is online, as last computed here. */
  online = false

  constructor(
    private readonly ctx: ChatContext,
    private readonly onPresenceEvent: () => void,
  ) {
    ctx.bus.subscribe((signal) => this.onSignal(signal))
  }

  open(socket: WebSocket, locale: Locale): ChatConn {
    const conn: ChatConn = {
      socket,
      locale,
      subject: undefined,
      sessionId: 0,
      lastId: 0,
      held: null,
      alive: true,
      chain: Promise.resolve(),
      pending: 0,
    }
    this.conns.add(conn)
    return conn
  }

  /**
   * Signs a socket in, holding its live frames until `release`; refused when it closed meanwhile
   * or its subject already has the most sockets allowed here.
   */
  admit(conn: ChatConn, who: Identity): 'ok' | 'closed' | 'too-many' {
    if (conn.socket.readyState !== conn.socket.OPEN || !this.conns.has(conn)) return 'closed'
    const key = `${who.kind}:${who.id}`
    let subject = this.subjects.get(key)
    if (subject && subject.conns.size >= CHAT_MAX_SOCKETS) return 'too-many'
    if (!subject) {
      subject = {
        kind: who.kind,
        id: who.id,
        name: who.name,
        conversationId: who.conversationId,
        conns: new Set(),
        bucket: newBucket(CHAT_RATE_BURST, Date.now()),
        online: who.online,
      }
      this.subjects.set(key, subject)
    }
    subject.conns.add(conn)
    conn.subject = subject
    conn.sessionId = who.sessionId
    conn.held = []
    return 'ok'
  }

  drop(conn: ChatConn): void {
    this.conns.delete(conn)
    const subject = conn.subject
    if (!subject) return
    subject.conns.delete(conn)
    if (subject.conns.size === 0) this.subjects.delete(`${subject.kind}:${subject.id}`)
  }

  /** One inbound frame against the subject's token bucket. */
  allowFrame(conn: ChatConn): boolean {
    const subject = conn.subject
    return subject ? take(subject.bucket, CHAT_RATE_PER_SECOND, CHAT_RATE_BURST, Date.now()) : true
  }

  send(conn: ChatConn, frame: ChatServerFrame): void {
    this.sendRaw(conn, JSON.stringify(frame))
  }

  sendRaw(conn: ChatConn, json: string): void {
    const socket = conn.socket
    if (socket.readyState !== socket.OPEN) return
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(conn, 4408, CLOSE_REASON.tooSlow)
      return
    }
    socket.send(json)
  }

  close(conn: ChatConn, code: number, reason: string): void {
    const socket = conn.socket
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
      socket.close(code, reason)
  }

  /** Sends a live frame, or holds it while `ready` or a resume is being sent. */
  post(conn: ChatConn, json: string): void {
    if (conn.held) this.hold(conn, json)
    else this.sendRaw(conn, json)
  }

  /** Sends a message frame unless held; users never get the same id twice on one socket. */
  deliver(conn: ChatConn, message: ChatMessage, json: string): void {
    if (conn.held) {
      this.hold(conn, { message, json })
      return
    }
    if (conn.subject?.kind === 'user') {
      if (message.id <= conn.lastId) return
      conn.lastId = message.id
    }
    this.sendRaw(conn, json)
  }

  /** Ends holding: sends what was held in order, except messages `skip` says a resume already sent. */
  release(conn: ChatConn, skip: (message: ChatMessage) => boolean = () => false): void {
    const held = conn.held ?? []
    conn.held = null
    for (const item of held) {
      if (typeof item === 'string') this.sendRaw(conn, item)
      else if (!skip(item.message)) this.deliver(conn, item.message, item.json)
    }
  }

  private hold(conn: ChatConn, item: Held): void {
    if (!conn.held) return
    conn.held.push(item)
    if (conn.held.length > MAX_HELD) {
      conn.held = []
      this.close(conn, 1013, CLOSE_REASON.tryAgain)
    }
  }

  usersConns(userId: number): Iterable<ChatConn> {
    return this.subjects.get(`user:${userId}`)?.conns ?? []
  }

  *operatorConns(): Iterable<ChatConn> {
    for (const subject of this.subjects.values()) if (subject.kind === 'operator') yield* subject.conns
  }

  *userConnsAll(): Iterable<ChatConn> {
    for (const subject of this.subjects.values()) if (subject.kind === 'user') yield* subject.conns
  }

  /** Tells every user socket here whether customer service is online, when that changed. */
  setOnline(online: boolean): void {
    if (online === this.online) return
    this.online = online
    const json = frameJson({ type: 'presence', online })
    for (const conn of this.userConnsAll()) this.post(conn, json)
  }

  closeAll(code: number, reason: string): void {
    for (const conn of this.conns) this.close(conn, code, reason)
  }

  private onSignal(signal: BusSignal): void {
    try {
      if (signal.kind === 'reset') this.closeAll(1012, CLOSE_REASON.restart)
      else this.dispatch(signal)
    } catch (error) {
      this.ctx.log.error({ err: error }, 'chat event delivery failed')
    }
  }

  private dispatch(event: ChatEvent): void {
    switch (event.kind) {
      case 'message': {
        const { message } = event
        const forUser = frameJson({ type: 'message', message, unread: event.userUnread })
        for (const conn of this.usersConns(event.userId)) this.deliver(conn, message, forUser)
        const forTeam = frameJson({ type: 'message', message, unread: event.teamUnread })
        for (const conn of this.operatorConns()) this.deliver(conn, message, forTeam)
        return
      }
      case 'read':
        if (event.side === 'user') {
          const json = frameJson({ type: 'unread', count: event.unread })
          for (const conn of this.usersConns(event.userId)) this.post(conn, json)
        } else {
          const json = frameJson({
            type: 'unread',
            conversationId: event.conversationId,
            count: event.unread,
          })
          for (const conn of this.operatorConns()) this.post(conn, json)
        }
        return
      case 'assigned': {
        const { conversationId, operatorId, operatorName } = event
        const json = frameJson({ type: 'assigned', conversationId, operatorId, operatorName })
        for (const conn of this.operatorConns()) this.post(conn, json)
        return
      }
      case 'typing': {
        const json = frameJson({ type: 'typing', conversationId: event.conversationId, from: event.from })
        const targets = event.from === 'user' ? this.operatorConns() : this.usersConns(event.userId)
        for (const conn of targets) this.post(conn, json)
        return
      }
      case 'presence': {
        const subject = this.subjects.get(`operator:${event.operatorId}`)
        if (subject) {
          subject.online = event.online
          const json = frameJson({ type: 'presence', online: event.online })
          for (const conn of subject.conns) this.post(conn, json)
        }
        this.onPresenceEvent()
        return
      }
    }
  }
}

function frameJson(frame: ChatServerFrame): string {
  return JSON.stringify(frame)
}
