import { CHAT_PAGE_SIZE, CHAT_RESUME_BATCH, type ChatMessage, type Page } from '@app/contracts'
import { AppError } from '../../lib/errors.ts'
import { inTransactionWithEvents, type ChatEvent } from '../../realtime/bus.ts'
import type { ChatContext } from './chat-context.ts'
import { presentHistory, presentMessage } from './chat.presenter.ts'
import * as conversations from './conversations.repo.ts'
import * as repo from './messages.repo.ts'

/**
 * Marks a side's messages read up to `upToId` (never backwards, never past the newest); returns
 * that side's unread count, and whether anything changed (then every node hears of it).
 */
export async function markRead(
  ctx: ChatContext,
  side: 'user' | 'operator',
  conversationId: number,
  upToId: number,
): Promise<{ unread: number; changed: boolean }> {
  const { database } = ctx.deps
  const advanced = await inTransactionWithEvents(database, ctx.bus, async (tx) => {
    const row = await conversations.advanceReadMark(tx, conversationId, side, upToId)
    if (!row) return { result: undefined, events: [] }
    const event: ChatEvent = { kind: 'read', side, userId: row.user_id, conversationId, unread: row.unread }
    return { result: row.unread, events: [event] }
  })
  if (advanced !== undefined) return { unread: advanced, changed: true }
  const conversation = await conversations.findConversation(database.db, conversationId)
  if (!conversation) throw new AppError('NOT_FOUND')
  const mark = side === 'user' ? conversation.user_last_read_id : conversation.operator_last_read_id
  const from = side === 'user' ? 'operator' : 'user'
  return { unread: await repo.countMessagesAfter(database.db, conversationId, from, mark), changed: false }
}

/** The user's unread count: operator messages after what the user has read. */
export async function userUnread(ctx: ChatContext, userId: number): Promise<number> {
  const conversation = await conversations.findConversationOfUser(ctx.deps.database.db, userId)
  if (!conversation) return 0
  return repo.countMessagesAfter(
    ctx.deps.database.db,
    conversation.id,
    'operator',
    conversation.user_last_read_id,
  )
}

/** One page of a conversation's history, newest first; `before` is the previous page's `next`. */
export async function historyPage(
  ctx: ChatContext,
  conversationId: number,
  before: number | undefined,
): Promise<Page<ChatMessage>> {
  const rows = await repo.listMessagesBefore(ctx.deps.database.db, conversationId, before, CHAT_PAGE_SIZE)
  return presentHistory(rows, CHAT_PAGE_SIZE)
}

/** The messages after `afterId`, oldest first, one batch at a time. */
export async function messagesAfter(
  ctx: ChatContext,
  conversationId: number,
  afterId: number,
): Promise<{ messages: ChatMessage[]; more: boolean }> {
  const rows = await repo.listMessagesAfter(ctx.deps.database.db, conversationId, afterId, CHAT_RESUME_BATCH)
  return {
    messages: rows.slice(0, CHAT_RESUME_BATCH).map(presentMessage),
    more: rows.length > CHAT_RESUME_BATCH,
  }
}
