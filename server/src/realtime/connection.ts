import type { RawData, WebSocket } from 'ws'
import {
  CHAT_AUTH_TIMEOUT_MS,
  CHAT_CLOSE,
  CHAT_MAX_FRAME_BYTES,
  CHAT_RATE_BURST,
  chatAuthFrame,
  chatClientFrame,
  type ChatAuthFrame,
  type ChatClientFrame,
  type ChatServerFrame,
  type Locale,
} from '@app/contracts'
import { AppError } from '../lib/errors.ts'
import { translate } from '../lib/i18n.ts'
import { countLimitRefusal } from '../lib/metrics.ts'
import { parseWith } from '../lib/validate.ts'
import { CLOSE_REASON, type ChatConn, type ChatHub, type Subject } from './hub.ts'

/** What a socket's frames mean: the chat module supplies them. */
export interface SocketHandlers {
  /** Signs the socket in from its `auth` frame (admitted to the hub, `ready` sent), or closes it. */
  authenticate(conn: ChatConn, frame: ChatAuthFrame): Promise<void>
  /** One validated frame of a signed-in socket; an error thrown becomes an `error` frame. */
  frame(conn: ChatConn, subject: Subject, frame: ChatClientFrame): Promise<void>
}

/** Takes a new socket: `auth` first within the time limit, then frames one at a time. */
export function acceptSocket(
  hub: ChatHub,
  handlers: SocketHandlers,
  socket: WebSocket,
  locale: Locale,
  signedIn: () => void = () => undefined,
): void {
  const conn = hub.open(socket, locale)
  conn.signedIn = signedIn
  const authTimer = setTimeout(() => {
    if (!conn.subject) hub.close(conn, CHAT_CLOSE.unauthenticated, CLOSE_REASON.authTimeout)
  }, CHAT_AUTH_TIMEOUT_MS)
  authTimer.unref()
  socket.on('message', (data, isBinary) => onFrame(hub, handlers, conn, data, isBinary))
  socket.on('pong', () => {
    conn.alive = true
  })
  socket.on('close', () => {
    clearTimeout(authTimer)
    signedIn()
    hub.drop(conn)
  })
}

function onFrame(hub: ChatHub, handlers: SocketHandlers, conn: ChatConn, data: RawData, isBinary: boolean) {
  if (sizeOf(data) > CHAT_MAX_FRAME_BYTES)
    return hub.close(conn, CHAT_CLOSE.frameTooLarge, CLOSE_REASON.tooLarge)
  // Before sign-in there is no bucket yet: a few frames may wait for `ready`.
  const allowed = conn.subject ? hub.allowFrame(conn) : conn.pending < CHAT_RATE_BURST
  if (!allowed) {
    countLimitRefusal('chat-socket:frames')
    return hub.close(conn, CHAT_CLOSE.rateLimited, CLOSE_REASON.rate)
  }
  conn.pending += 1
  conn.chain = conn.chain
    .then(() => handleFrame(hub, handlers, conn, data, isBinary))
    .catch((error: unknown) => {
      hub.log.error({ err: error }, 'chat frame failed')
      hub.close(conn, 1011, CLOSE_REASON.internal)
    })
    .then(() => {
      conn.pending -= 1
    })
}

async function handleFrame(
  hub: ChatHub,
  handlers: SocketHandlers,
  conn: ChatConn,
  data: RawData,
  isBinary: boolean,
) {
  if (conn.socket.readyState !== conn.socket.OPEN) return
  const value = isBinary ? undefined : parseJson(rawText(data))
  if (!conn.subject) {
    const auth = chatAuthFrame.safeParse(value)
    if (!auth.success) return hub.close(conn, CHAT_CLOSE.unauthenticated, CLOSE_REASON.authFirst)
    try {
      await handlers.authenticate(conn, auth.data)
      if (conn.subject) conn.signedIn()
      return
    } catch (error) {
      // Signed in or not, a socket whose sign-in failed half-way starts again from scratch.
      hub.log.error({ err: error }, 'chat sign-in failed')
      return hub.close(conn, 1011, CLOSE_REASON.internal)
    }
  }
  const clientId = clientIdOf(value)
  try {
    await handlers.frame(conn, conn.subject, parseWith(chatClientFrame, value))
  } catch (error) {
    sendError(hub, conn, error, clientId)
  }
}

function sendError(hub: ChatHub, conn: ChatConn, error: unknown, clientId: string | undefined): void {
  const known = error instanceof AppError
  if (!known) hub.log.error({ err: error }, 'chat frame failed')
  const code = known && ERROR_CODES.has(error.code) ? error.code : 'INTERNAL'
  const msg = translate(conn.locale, known ? error.messageKey : 'error.internal', known ? error.values : {})
  const frame = { type: 'error', code, msg, ...(clientId ? { clientId } : {}) } as ChatServerFrame
  hub.send(conn, frame)
}

const ERROR_CODES = new Set<string>([
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UNAVAILABLE',
])

function sizeOf(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((n, chunk) => n + chunk.length, 0)
  return data.byteLength
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8')
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function clientIdOf(value: unknown): string | undefined {
  const clientId = (value as { clientId?: unknown } | null)?.clientId
  return typeof clientId === 'string' && clientId.length <= 64 ? clientId : undefined
}
