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
  /** `open` until an operator resolves it; a message from the user opens it again (0056). */
  status: Generated<'open' | 'resolved'>
  resolved_at: number | null
  resolved_by: number | null
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

/** A saved reply an operator fills the reply box with; `language` is en, es or ja. */
export interface ChatCannedRepliesTable {
  id: Generated<number>
  title: string
  text: string
  language: string
  created_by: number
  updated_by: number
  created_at: number
  updated_at: number
}

/** A conversation's link to one of its user's recharges or withdrawals. */
export interface ChatRequestLinksTable {
  id: Generated<number>
  conversation_id: number
  kind: 'recharge' | 'withdrawal'
  request_id: number
  linked_by: number
  linked_at: number
}
