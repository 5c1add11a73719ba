import type { Generated } from 'kysely'

/** Customer-service chat. */
export interface ChatConversationsTable {
  id: Generated<number>
  user_id: number
  assigned_operator_id: number | null
  last_message_id: Generated<number>
  last_message_at: Generated<number>
  user_last_read_id: Generated<number>
  operator_last_read_id: Generated<number>
  created_at: number
}

export interface ChatMessagesTable {
  id: Generated<number>
  conversation_id: number
  sender_kind: 'user' | 'operator'
  sender_id: number
  client_id: string
  text: string
  created_at: number
}

export interface ChatPresenceTable {
  operator_id: number
  online: number
  seen_at: number
}
