import {
  maskPhone,
  type ChatConversationRow,
  type ChatMessage,
  type ChatUserFacts,
  type OpsUserMoneyRequests,
  type OpsUserView,
  type Page,
} from '@app/contracts'
import type { MessageRow } from './messages.repo.ts'

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    clientId: row.client_id,
    from: row.sender_kind,
    ...(row.sender_kind === 'operator' ? { operatorName: row.operator_name ?? '' } : {}),
    text: row.text,
    createdAt: row.created_at,
  }
}

/** Rows fetched with `limit + 1`, newest first: the page and the cursor of the next (older) one. */
export function presentHistory(rows: MessageRow[], limit: number): Page<ChatMessage> {
  const items = rows.slice(0, limit)
  const oldest = items[items.length - 1]
  return { items: items.map(presentMessage), next: rows.length > limit && oldest ? String(oldest.id) : null }
}

export interface InboxRow {
  id: number
  user_id: number
  nickname: string
  phone: string
  assigned_operator_id: number | null
  assigned_name: string | null
  last_message_id: number
  last_message_at: number
  last_from: 'user' | 'operator' | null
  preview: string | null
  unread: number | null
  status: 'open' | 'resolved'
  resolved_at: number | null
  resolved_name: string | null
}

export function presentInboxRow(row: InboxRow): ChatConversationRow {
  return {
    id: row.id,
    userId: row.user_id,
    userNickname: row.nickname,
    userPhoneMasked: maskPhone(row.phone),
    assignedOperatorId: row.assigned_operator_id,
    assignedOperatorName: row.assigned_name,
    lastMessageId: row.last_message_id,
    lastMessageAt: row.last_message_at,
    lastMessageFrom: row.last_from,
    lastMessagePreview: row.preview ?? '',
    unread: Number(row.unread ?? 0),
    status: row.status,
    resolvedBy: row.resolved_name,
    resolvedAt: row.resolved_at,
  }
}

/** Rows fetched with `limit + 1`, newest activity first; the cursor is the last row's newest message id. */
export function presentInbox(rows: InboxRow[], limit: number): Page<ChatConversationRow> {
  const items = rows.slice(0, limit)
  const last = items[items.length - 1]
  return {
    items: items.map(presentInboxRow),
    next: rows.length > limit && last ? String(last.last_message_id) : null,
  }
}

export function presentUserFacts(user: OpsUserView, money: OpsUserMoneyRequests): ChatUserFacts {
  return {
    id: user.id,
    nickname: user.nickname,
    phone: user.phone,
    phoneMasked: maskPhone(user.phone),
    vipLevel: user.vipLevel,
    frozen: user.frozen,
    joinedAt: user.createdAt,
    inviter: user.inviter,
    balances: user.balances,
    money,
  }
}
