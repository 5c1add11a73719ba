import type { RawData, WebSocket } from 'ws'
import {
  CHAT_AUTH_TIMEOUT_MS,
  CHAT_CLOSE,
  CHAT_MAX_FRAME_BYTES,
  CHAT_MAX_SOCKETS,
  CHAT_RATE_BURST,
  CHAT_RATE_PER_SECOND,
  chatAuthFrame,
  chatClientFrame,
  type ChatAuthFrame,
  type ChatServerFrame,
  type Locale,
} from '@app/contracts'
import { AppError } from '../lib/errors.ts'
import { translate } from '../lib/i18n.ts'
import { parseWith } from '../lib/validate.ts'
import { resolveUser } from '../modules/auth/guards.ts'
import { CHAT_ROLES, resolveOperator } from '../modules/chat/chat-auth.repo.ts'
import { ensureConversation, findConversation } from '../modules/chat/conversations.repo.ts'
import { countMessagesAfter } from '../modules/chat/messages.repo.ts'
import { isSwitchOn, setPresence } from '../modules/chat/presence.service.ts'
import type { ChatRuntime } from './chat-runtime.ts'
import { handleClientFrame } from './frames.ts'
import { sendBatch } from './resume.ts'
import type { ChatConn } from './hub.ts'

const REASON = {
  authTimeout: 'auth required: send an auth frame first',
  authFirst: 'auth required: the first frame must be auth with a token',
  unknownSession: 'unknown or ended session: sign in again',
  role: 'forbidden: this operator role may not chat',
  tooMany: `too many sockets: at most ${CHAT_MAX_SOCKETS} per user`,
  tooLarge: `frame too large: at most ${CHAT_MAX_FRAME_BYTES} bytes`,
  rate: `rate limit: at most ${CHAT_RATE_PER_SECOND} frames a second (burst ${CHAT_RATE_BURST})`,
  internal: 'internal error',
} as const

/** Takes a new socket: `auth` first within the time limit, then frames one at a time. */
export function acceptSocket(runtime: ChatRuntime, socket: WebSocket, locale: Locale): void {
  const hub = runtime.hub
  const conn = hub.open(socket, locale)
  const authTimer = setTimeout(() => {
    if (!conn.subject) hub.close(conn, CHAT_CLOSE.unauthenticated, REASON.authTimeout)
  }, CHAT_AUTH_TIMEOUT_MS)
  authTimer.unref()
  socket.on('message', (data, isBinary) => onFrame(runtime, conn, data, isBinary))
  socket.on('pong', () => {
    conn.alive = true
  })
  socket.on('close', () => {
    clearTimeout(authTimer)
    hub.drop(conn)
  })
}

function onFrame(runtime: ChatRuntime, conn: ChatConn, data: RawData, isBinary: boolean): void {
  const hub = runtime.hub
  if (sizeOf(data) > CHAT_MAX_FRAME_BYTES) return hub.close(conn, CHAT_CLOSE.frameTooLarge, REASON.tooLarge)
  // Before sign-in there is no bucket yet: a few frames may wait for `ready`.
  const allowed = conn.subject ? hub.allowFrame(conn) : conn.pending < CHAT_RATE_BURST
  if (!allowed) return hub.close(conn, CHAT_CLOSE.rateLimited, REASON.rate)
  conn.pending += 1
  conn.chain = conn.chain
    .then(() => handleFrame(runtime, conn, data, isBinary))
    .catch((error: unknown) => {
      runtime.ctx.log.error({ err: error }, 'chat frame failed')
      hub.close(conn, 1011, REASON.internal)
    })
    .then(() => {
      conn.pending -= 1
    })
}

async function handleFrame(runtime: ChatRuntime, conn: ChatConn, data: RawData, isBinary: boolean) {
  if (conn.socket.readyState !== conn.socket.OPEN) return
  const value = isBinary ? undefined : parseJson(rawText(data))
  if (!conn.subject) {
    const auth = chatAuthFrame.safeParse(value)
    if (!auth.success) return runtime.hub.close(conn, CHAT_CLOSE.unauthenticated, REASON.authFirst)
    try {
      return await authenticate(runtime, conn, auth.data)
    } catch (error) {
      // Signed in or not, a socket whose sign-in failed half-way starts again from scratch.
      runtime.ctx.log.error({ err: error }, 'chat sign-in failed')
      return runtime.hub.close(conn, 1011, REASON.internal)
    }
  }
  const clientId = clientIdOf(value)
  try {
    await handleClientFrame(runtime, conn, conn.subject, parseWith(chatClientFrame, value))
  } catch (error) {
    sendError(runtime, conn, error, clientId)
  }
}

async function authenticate(runtime: ChatRuntime, conn: ChatConn, frame: ChatAuthFrame): Promise<void> {
  const { deps } = runtime.ctx
  await runtime.start()
  const user = await resolveUser(deps, frame.token)
  if (user) return signInUser(runtime, conn, { ...user, afterId: frame.afterId })
  const operator = await resolveOperator(deps.database.db, frame.token, deps.clock.now())
  const hub = runtime.hub
  if (!operator) return hub.close(conn, CHAT_CLOSE.unauthenticated, REASON.unknownSession)
  if (!CHAT_ROLES.includes(operator.role)) return hub.close(conn, CHAT_CLOSE.forbidden, REASON.role)
  const online = await isSwitchOn(runtime.ctx, operator.operatorId)
  const who = { id: operator.operatorId, name: operator.username, sessionId: operator.sessionId }
  if (!admit(runtime, conn, { kind: 'operator', ...who, conversationId: 0, online })) return
  try {
    hub.send(conn, { type: 'ready', role: 'operator', online, operatorId: who.id, name: who.name })
  } finally {
    hub.release(conn)
  }
  // An open console with the switch on is a heartbeat; every node re-checks presence.
  if (online) await setPresence(runtime.ctx, who.id, true)
}

async function signInUser(
  runtime: ChatRuntime,
  conn: ChatConn,
  user: { userId: number; sessionId: number; afterId: number | undefined },
): Promise<void> {
  const { deps } = runtime.ctx
  const db = deps.database.db
  const { id } = await ensureConversation(db, user.userId, deps.clock.now())
  const who = { id: user.userId, name: '', sessionId: user.sessionId, conversationId: id, online: false }
  if (!admit(runtime, conn, { kind: 'user', ...who })) return
  const hub = runtime.hub
  try {
    // Read after admission: anything newer arrives live (held until `ready` is out).
    const conversation = await findConversation(db, id)
    if (!conversation) throw new Error('conversation vanished')
    const unread = await countMessagesAfter(db, id, 'operator', conversation.user_last_read_id)
    const lastId = conversation.last_message_id
    hub.send(conn, { type: 'ready', role: 'user', online: hub.online, conversationId: id, unread, lastId })
    if (user.afterId !== undefined) {
      conn.lastId = user.afterId
      await sendBatch(runtime, conn, id, user.afterId)
    }
  } finally {
    hub.release(conn)
  }
}

function admit(runtime: ChatRuntime, conn: ChatConn, who: Parameters<ChatRuntime['hub']['admit']>[1]) {
  const outcome = runtime.hub.admit(conn, who)
  if (outcome === 'too-many') runtime.hub.close(conn, CHAT_CLOSE.tooManySockets, REASON.tooMany)
  return outcome === 'ok'
}

function sendError(runtime: ChatRuntime, conn: ChatConn, error: unknown, clientId: string | undefined): void {
  const known = error instanceof AppError
  if (!known) runtime.ctx.log.error({ err: error }, 'chat frame failed')
  const code = known && ERROR_CODES.has(error.code) ? error.code : 'INTERNAL'
  const msg = translate(conn.locale, known ? error.messageKey : 'error.internal', known ? error.values : {})
  const frame = { type: 'error', code, msg, ...(clientId ? { clientId } : {}) } as ChatServerFrame
  runtime.hub.send(conn, frame)
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
