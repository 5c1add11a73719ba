import { CHAT_CLOSE, isChatRole, type ChatAuthFrame } from '@app/contracts'
import { CLOSE_REASON, type ChatConn } from '../../realtime/hub.ts'
import {
  findOperatorSession,
  findOperatorSessionById,
  findUserSession,
  redeemSocketTicket,
} from '../auth/index.ts'
import type { ChatRuntime } from './chat-runtime.ts'
import { ensureConversation, findConversation } from './conversations.repo.ts'
import { countMessagesAfter } from './messages.repo.ts'
import { isSwitchOn, setPresence } from './presence.service.ts'
import { sendBatch } from './socket-frames.ts'

/**
 * Signs a socket in from its `auth` frame: a user's live session (a user who is not frozen), or
 * an enabled operator's whose role may chat, by its token or by a one-use socket ticket (the
 * console's session lives in an HttpOnly cookie its scripts cannot read). Anything else closes
 * the socket.
 */
export async function authenticate(
  runtime: ChatRuntime,
  conn: ChatConn,
  frame: ChatAuthFrame,
): Promise<void> {
  const { deps, hub } = runtime
  await runtime.start()
  const now = deps.clock.now()
  const user = await findUserSession(deps.db, frame.token, now)
  if (user) return signInUser(runtime, conn, { ...user, afterId: frame.afterId })
  const operator = await operatorOf(runtime, frame.token, now)
  if (!operator || operator.enrolOnly)
    return hub.close(conn, CHAT_CLOSE.unauthenticated, CLOSE_REASON.unknownSession)
  if (!isChatRole(operator.role)) return hub.close(conn, CHAT_CLOSE.forbidden, CLOSE_REASON.role)
  const online = await isSwitchOn(deps, operator.operatorId)
  const who = { id: operator.operatorId, name: operator.username, sessionId: operator.sessionId }
  if (!hub.admit(conn, { kind: 'operator', ...who, conversationId: 0, online })) return
  try {
    hub.send(conn, { type: 'ready', role: 'operator', online, operatorId: who.id, name: who.name })
  } finally {
    hub.release(conn)
  }
  // An open console with the switch on is a heartbeat; every node re-checks presence.
  if (online) await setPresence(deps, { operatorId: who.id, online: true })
}

async function signInUser(
  runtime: ChatRuntime,
  conn: ChatConn,
  user: { userId: number; sessionId: number; afterId: number | undefined },
): Promise<void> {
  const { deps, hub } = runtime
  const { id } = await ensureConversation(deps.db, user.userId, deps.clock.now())
  const who = { id: user.userId, name: '', sessionId: user.sessionId, conversationId: id, online: false }
  if (!hub.admit(conn, { kind: 'user', ...who })) return
  try {
    // Read after admission: anything newer arrives live (held until `ready` is out).
    const conversation = await findConversation(deps.db, id)
    if (!conversation) throw new Error('conversation vanished')
    const unread = await countMessagesAfter(deps.db, id, 'operator', conversation.user_last_read_id)
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

async function operatorOf(runtime: ChatRuntime, token: string, now: number) {
  const { db } = runtime.deps
  const bySession = await findOperatorSession(db, token, now)
  if (bySession) return bySession
  const sessionId = await redeemSocketTicket(db, token, now)
  return sessionId === undefined ? undefined : findOperatorSessionById(db, sessionId, now)
}
