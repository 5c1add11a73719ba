import { CHAT_PAGE_SIZE, CHAT_RESUME_BATCH, type ChatMessage, type Page } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { inTransactionWithEvents } from '../../realtime/bus.ts'
import { seenNotifications } from '../notifications/index.ts'
import type { ChatDeps } from './chat-deps.ts'
import type { ChatEvent } from './chat-events.ts'
import { presentHistory, presentMessage } from './chat.presenter.ts'
import * as conversations from './conversations.repo.ts'
import * as repo from './messages.repo.ts'

type Side = 'user' | 'operator'

/**
 * Marks a side's messages read up to `upToId` (never backwards, never past the newest); returns
 * that side's unread count, and whether anything changed (then every node hears of it). A user who
 * has read every answer has seen the support-reply notice too.
 */
export async function markRead(
  deps: ChatDeps,
  input: { side: Side; conversationId: number; upToId: number },
): Promise<{ unread: number; changed: boolean }> {
  const { side, conversationId, upToId } = input
  const advanced = await inTransactionWithEvents(deps.database, deps.bus, async (tx) => {
    const row = await conversations.advanceReadMark(tx, conversationId, side, upToId)
    if (!row) return { result: undefined, events: [] }
    // The user has read every answer: the notice that customer service replied has been seen.
    if (side === 'user' && row.unread === 0)
      await seenNotifications({ ...deps, db: tx }, { userId: row.user_id, type: 'support.reply' })
    const event: ChatEvent = { kind: 'read', side, userId: row.user_id, conversationId, unread: row.unread }
    return { result: row.unread, events: [event] }
  })
  if (advanced !== undefined) return { unread: advanced, changed: true }
  const conversation = await conversations.findConversation(deps.db, conversationId)
  if (!conversation) throw new AppError('NOT_FOUND')
  const mark = side === 'user' ? conversation.user_last_read_id : conversation.operator_last_read_id
  const from = side === 'user' ? 'operator' : 'user'
  return { unread: await repo.countMessagesAfter(deps.db, conversationId, from, mark), changed: false }
}

/** The user's read mark, moved up to `upToId`; their unread count after it (0 without a conversation). */
export async function markUserRead(
  deps: ChatDeps,
  input: { userId: number; upToId: number },
): Promise<number> {
  const conversation = await conversations.findConversationOfUser(deps.db, input.userId)
  if (!conversation) return 0
  return (await markRead(deps, { side: 'user', conversationId: conversation.id, upToId: input.upToId }))
    .unread
}

/** The user's unread count: operator messages after what the user has read. */
export async function userUnread(deps: Pick<Deps, 'db'>, userId: number): Promise<number> {
  const conversation = await conversations.findConversationOfUser(deps.db, userId)
  if (!conversation) return 0
  return repo.countMessagesAfter(deps.db, conversation.id, 'operator', conversation.user_last_read_id)
}

/** One page of a conversation's history, newest first; `before` is the previous page's `next`. */
export async function historyPage(
  deps: Pick<Deps, 'db'>,
  input: { conversationId: number; before: number | undefined },
): Promise<Page<ChatMessage>> {
  const rows = await repo.listMessagesBefore(deps.db, input.conversationId, input.before, CHAT_PAGE_SIZE)
  return presentHistory(rows, CHAT_PAGE_SIZE)
}

/** A page of the user's own conversation; empty before their first message. */
export async function userHistoryPage(
  deps: Pick<Deps, 'db'>,
  input: { userId: number; before: number | undefined },
): Promise<Page<ChatMessage>> {
  const conversation = await conversations.findConversationOfUser(deps.db, input.userId)
  if (!conversation) return { items: [], next: null }
  return historyPage(deps, { conversationId: conversation.id, before: input.before })
}

/** A page of any conversation, for the console; an unknown one is not found. */
export async function conversationHistoryPage(
  deps: Pick<Deps, 'db'>,
  input: { conversationId: number; before: number | undefined },
): Promise<Page<ChatMessage>> {
  const conversation = await conversations.findConversation(deps.db, input.conversationId)
  if (!conversation) throw new AppError('NOT_FOUND')
  return historyPage(deps, input)
}

/** The messages after `afterId`, oldest first, one batch at a time. */
export async function messagesAfter(
  deps: Pick<Deps, 'db'>,
  input: { conversationId: number; afterId: number },
): Promise<{ messages: ChatMessage[]; more: boolean }> {
  const rows = await repo.listMessagesAfter(deps.db, input.conversationId, input.afterId, CHAT_RESUME_BATCH)
  return {
    messages: rows.slice(0, CHAT_RESUME_BATCH).map(presentMessage),
    more: rows.length > CHAT_RESUME_BATCH,
  }
}
