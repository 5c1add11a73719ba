import type { FastifyBaseLogger } from 'fastify'
import type { WebSocket } from 'ws'
import {
  CHAT_CLOSE,
  CHAT_MAX_FRAME_BYTES,
  CHAT_MAX_SOCKETS,
  CHAT_RATE_BURST,
  CHAT_RATE_PER_SECOND,
  type ChatMessage,
  type ChatServerFrame,
  type Locale,
} from '@app/contracts'
import { chatSocketClosed, chatSocketOpened } from '../lib/metrics.ts'
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
  /** Tells the socket's route it has signed in (it no longer counts against its address's cap). */
  signedIn: () => void
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
/** The reason sent with each close code the chat uses. */
export const CLOSE_REASON = {
  authTimeout: 'auth required: send an auth frame first',
  authFirst: 'auth required: the first frame must be auth with a token',
  unknownSession: 'unknown or ended session: sign in again',
  role: 'forbidden: this operator role may not chat',
  tooMany: `too many sockets: at most ${CHAT_MAX_SOCKETS} per user`,
  tooLarge: `frame too large: at most ${CHAT_MAX_FRAME_BYTES} bytes`,
  rate: `rate limit: at most ${CHAT_RATE_PER_SECOND} frames a second (burst ${CHAT_RATE_BURST})`,
  internal: 'internal error',
  sessionEnded: 'session ended: sign in again',
  restart: 'chat feed restarted: reconnect and resume',
  tooSlow: 'too slow: the client is not reading',
  tryAgain: 'too many messages during resume: reconnect and resume',
  goingAway: 'server shutting down',
} as const

export type HubLog = Pick<FastifyBaseLogger, 'error' | 'warn'>

/**
 * This process's sockets, by user and operator: admission within the socket limit, the frame
 * rate, sending with back-pressure, and holding live frames while `ready` or a resume goes out.
 * What reaches whom is the chat module's business.
 */
export class ChatHub {
  readonly conns = new Set<ChatConn>()
  readonly subjects = new Map<string, Subject>()
  /** Customer service is online, as last computed here. */
  online = false

  constructor(readonly log: HubLog) {}

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
      signedIn: () => undefined,
    }
    this.conns.add(conn)
    chatSocketOpened()
    return conn
  }

  /**
   * Signs a socket in, holding its live frames until `release`; false when it closed meanwhile,
   * or when its subject already has the most sockets allowed here (then it is closed).
   */
  admit(conn: ChatConn, who: Identity): boolean {
    if (conn.socket.readyState !== conn.socket.OPEN || !this.conns.has(conn)) return false
    const key = `${who.kind}:${who.id}`
    let subject = this.subjects.get(key)
    if (subject && subject.conns.size >= CHAT_MAX_SOCKETS) {
      this.close(conn, CHAT_CLOSE.tooManySockets, CLOSE_REASON.tooMany)
      return false
    }
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
    return true
  }

  drop(conn: ChatConn): void {
    if (this.conns.delete(conn)) chatSocketClosed()
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
      this.close(conn, CHAT_CLOSE.tooSlow, CLOSE_REASON.tooSlow)
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
      this.close(conn, CHAT_CLOSE.tryAgain, CLOSE_REASON.tryAgain)
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

  /** The signed-in operator's sockets here, if any. */
  operator(operatorId: number): Subject | undefined {
    return this.subjects.get(`operator:${operatorId}`)
  }

  /** The sockets of one kind here, by the session that signed them in. */
  bySession(kind: Subject['kind']): Map<number, ChatConn[]> {
    const sessions = new Map<number, ChatConn[]>()
    for (const subject of this.subjects.values()) {
      if (subject.kind !== kind) continue
      for (const conn of subject.conns) {
        const list = sessions.get(conn.sessionId)
        if (list) list.push(conn)
        else sessions.set(conn.sessionId, [conn])
      }
    }
    return sessions
  }

  /** Drops sockets that did not answer the previous ping, and pings the rest. */
  ping(): void {
    for (const conn of this.conns) {
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
}

/** A server frame as sent: serialised once, whatever number of sockets it goes to. */
export function frameJson(frame: ChatServerFrame): string {
  return JSON.stringify(frame)
}
