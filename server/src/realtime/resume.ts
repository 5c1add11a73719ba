import type { ChatServerFrame } from '@app/contracts'
import { messagesAfter } from '../modules/chat/messages.service.ts'
import type { ChatRuntime } from './chat-runtime.ts'
import type { ChatConn } from './hub.ts'

/**
 * Sends the messages after `afterId` straight away (live ones are held meanwhile), then
 * `resumed`; returns the last id sent.
 */
export async function sendBatch(
  runtime: ChatRuntime,
  conn: ChatConn,
  conversationId: number,
  afterId: number,
): Promise<number> {
  const hub = runtime.hub
  const { messages, more } = await messagesAfter(runtime.ctx, conversationId, afterId)
  for (const message of messages) {
    hub.sendRaw(conn, JSON.stringify({ type: 'message', message } satisfies ChatServerFrame))
    if (conn.subject?.kind === 'user') conn.lastId = Math.max(conn.lastId, message.id)
  }
  const lastId = messages[messages.length - 1]?.id ?? afterId
  const forOperator = conn.subject?.kind === 'operator'
  hub.send(conn, { type: 'resumed', lastId, more, ...(forOperator ? { conversationId } : {}) })
  return lastId
}
