import type { ChatClientFrame, ChatServerFrame } from '@app/contracts'
import { AppError } from '../../lib/errors.ts'
import type { ChatConn, Subject } from '../../realtime/hub.ts'
import type { ChatSocket } from './chat-deps.ts'
import { assignConversation, getConversation } from './inbox.service.ts'
import { markRead, messagesAfter } from './messages.service.ts'
import { setPresence } from './presence.service.ts'
import { sendMessage, type Sender } from './send.service.ts'

/** Handles one validated frame of a signed-in socket; failures become `error` frames. */
export async function handleClientFrame(
  runtime: ChatSocket,
  conn: ChatConn,
  subject: Subject,
  frame: ChatClientFrame,
): Promise<void> {
  const { deps } = runtime
  switch (frame.type) {
    case 'send':
      return send(runtime, conn, subject, frame)
    case 'resume':
      return resume(runtime, conn, conversationOf(subject, frame.conversationId), frame.afterId)
    case 'read':
      return read(runtime, conn, subject, conversationOf(subject, frame.conversationId), frame.upToId)
    case 'typing': {
      const conversationId = conversationOf(subject, frame.conversationId)
      const userId =
        subject.kind === 'user' ? subject.id : (await getConversation(deps, conversationId)).user_id
      await deps.bus.publish([{ kind: 'typing', userId, conversationId, from: subject.kind }])
      return
    }
    case 'presence':
      operatorOnly(subject)
      return setPresence(deps, { operatorId: subject.id, online: frame.online })
    case 'assign':
      operatorOnly(subject)
      await assignConversation(deps, {
        conversationId: frame.conversationId,
        operatorId: frame.operatorId,
        askedBy: subject.id,
      })
      return
  }
}

async function send(
  runtime: ChatSocket,
  conn: ChatConn,
  subject: Subject,
  frame: Extract<ChatClientFrame, { type: 'send' }>,
): Promise<void> {
  const sender: Sender =
    subject.kind === 'user'
      ? { kind: 'user', id: subject.id }
      : { kind: 'operator', id: subject.id, name: subject.name }
  const conversationId = conversationOf(subject, frame.conversationId)
  const body = { clientId: frame.clientId, text: frame.text }
  const result = await sendMessage(runtime.deps, { sender, conversationId, body })
  // A resend is answered with the stored message, on this socket only; a new one reaches every
  // socket of both sides through the bus.
  if (!result.created) runtime.hub.send(conn, { type: 'message', message: result.message })
}

async function resume(runtime: ChatSocket, conn: ChatConn, conversationId: number, afterId: number) {
  conn.held = []
  let lastId = afterId
  try {
    lastId = await sendBatch(runtime, conn, conversationId, afterId)
  } finally {
    runtime.hub.release(conn, (m) => m.conversationId === conversationId && m.id <= lastId)
  }
}

async function read(
  runtime: ChatSocket,
  conn: ChatConn,
  subject: Subject,
  conversationId: number,
  upToId: number,
): Promise<void> {
  const side = subject.kind
  const { unread, changed } = await markRead(runtime.deps, { side, conversationId, upToId })
  // A mark that moved reaches every socket through the bus; otherwise this one hears the count.
  if (changed) return
  runtime.hub.send(
    conn,
    side === 'user' ? { type: 'unread', count: unread } : { type: 'unread', conversationId, count: unread },
  )
}

/**
 * Sends the messages after `afterId` straight away (live ones are held meanwhile), then
 * `resumed`; returns the last id sent.
 */
export async function sendBatch(
  runtime: ChatSocket,
  conn: ChatConn,
  conversationId: number,
  afterId: number,
): Promise<number> {
  const hub = runtime.hub
  const { messages, more } = await messagesAfter(runtime.deps, { conversationId, afterId })
  for (const message of messages) {
    hub.sendRaw(conn, JSON.stringify({ type: 'message', message } satisfies ChatServerFrame))
    if (conn.subject?.kind === 'user') conn.lastId = Math.max(conn.lastId, message.id)
  }
  const lastId = messages[messages.length - 1]?.id ?? afterId
  const forOperator = conn.subject?.kind === 'operator'
  hub.send(conn, { type: 'resumed', lastId, more, ...(forOperator ? { conversationId } : {}) })
  return lastId
}

/** Users have one conversation; operators must name one. */
function conversationOf(subject: Subject, given: number | undefined): number {
  if (subject.kind === 'user') {
    if (given !== undefined && given !== subject.conversationId) throw new AppError('FORBIDDEN')
    return subject.conversationId
  }
  if (given === undefined)
    throw new AppError('VALIDATION_FAILED', 'error.invalidField', {
      field: 'conversationId',
      values: { field: 'conversationId' },
    })
  return given
}

function operatorOnly(subject: Subject): void {
  if (subject.kind !== 'operator') throw new AppError('FORBIDDEN')
}
