import type { ChatConn, Subject } from '../../realtime/hub.ts'
import type { ChatSocket } from './chat-deps.ts'
import { findConversation } from './conversations.repo.ts'
import { countMessagesAfter } from './messages.repo.ts'
import { sendBatch } from './socket-frames.ts'

/**
 * The chat's first frames to a socket just admitted (its live frames are held meanwhile): an
 * operator's `ready`; a user's `ready` with their unread count and last message, then what came
 * after `afterId` when the app asked to resume.
 */
export async function welcome(
  runtime: ChatSocket,
  conn: ChatConn,
  subject: Subject,
  afterId: number | undefined,
): Promise<void> {
  const { deps, hub } = runtime
  if (subject.kind === 'operator') {
    const { online, id: operatorId, name } = subject
    return hub.send(conn, { type: 'ready', role: 'operator', online, operatorId, name })
  }
  // Read after admission: anything newer arrives live (held until `ready` is out).
  const id = subject.conversationId
  const conversation = await findConversation(deps.db, id)
  if (!conversation) throw new Error('conversation vanished')
  const unread = await countMessagesAfter(deps.db, id, 'operator', conversation.user_last_read_id)
  const lastId = conversation.last_message_id
  hub.send(conn, { type: 'ready', role: 'user', online: hub.online, conversationId: id, unread, lastId })
  if (afterId !== undefined) {
    conn.lastId = afterId
    await sendBatch(runtime, conn, id, afterId)
  }
}
