import type { ChatMessage } from '@app/contracts'
import type { Database } from '../../db/database.ts'
import { createBus, type Bus } from '../../realtime/bus.ts'
import { findMessageText } from './messages.repo.ts'

/**
 * What one node tells every node (itself included) about the chat. Events carry ids and small
 * fields; a message's text travels along when it fits the transport.
 */
export type ChatEvent =
  | {
      kind: 'message'
      userId: number
      message: ChatMessage
      /** Unread counts after this message: the user's, and the support team's for the conversation. */
      userUnread: number
      teamUnread: number
    }
  | { kind: 'read'; side: 'user' | 'operator'; userId: number; conversationId: number; unread: number }
  | { kind: 'assigned'; conversationId: number; operatorId: number | null; operatorName: string | null }
  | { kind: 'typing'; userId: number; conversationId: number; from: 'user' | 'operator' }
  /** An operator's switch changed or their console came or went: presence may have changed. */
  | { kind: 'presence'; operatorId: number; online: boolean }

export type ChatBus = Bus<ChatEvent>

/** A message event whose text was too long for a notification: receivers read it from the database. */
type Shrunk = ChatEvent & { textOmitted?: true }

/** The chat's bus: in memory on SQLite, the `chat` channel on PostgreSQL. */
export function createChatBus(database: Database): ChatBus {
  return createBus<ChatEvent>(database, 'chat', {
    shrink: (event): Shrunk =>
      event.kind === 'message'
        ? { ...event, message: { ...event.message, text: '' }, textOmitted: true }
        : event,
    async restore(received) {
      const { textOmitted, ...event } = received as Shrunk
      if (!textOmitted || event.kind !== 'message') return event
      const text = await findMessageText(database.db, event.message.id)
      return { ...event, message: { ...event.message, text: text ?? '' } }
    },
  })
}
