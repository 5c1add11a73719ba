import {
  CHAT_PAGE_SIZE,
  CHAT_RESUME_BATCH,
  type ChatMessage,
  type ChatSendBody,
  type Page,
} from '@app/contracts'
import { AppError } from '../../lib/errors.ts'
import { inTransactionWithEvents, type ChatEvent } from '../../realtime/bus.ts'
import type { ChatContext } from './chat-context.ts'
import { presentHistory, presentMessage } from './chat.presenter.ts'
import * as conversations from './conversations.repo.ts'
import * as repo from './messages.repo.ts'

export type Sender = { kind: 'user'; id: number } | { kind: 'operator'; id: number; name: string }

export interface SendResult {
  message: ChatMessage
  /** False when this client id was already stored: the stored message is the answer. */
  created: boolean
}

/**
 * Stores a message once per (sender, client id) and tells every node. The conversation row is
 * locked first, so ids in a conversation follow commit order. Sending marks everything before it
 * read for the sender's side; an operator's reply takes an unassigned conversation.
 */
export async function sendMessage(
  ctx: ChatContext,
  sender: Sender,
  conversationId: number,
  body: ChatSendBody,
): Promise<SendResult> {
  const { database, clock } = ctx.deps
  const now = clock.now()
  return inTransactionWithEvents<SendResult>(database, ctx.bus, async (tx) => {
    const conversation = await conversations.lockConversation(tx, conversationId)
    if (!conversation) throw new AppError('NOT_FOUND')
    const id = await repo.insertMessage(tx, {
      conversationId,
      sender,
      clientId: body.clientId,
      text: body.text,
      now,
    })
    if (id === undefined) {
      const again = await repo.findMessageByClientId(tx, conversationId, sender, body.clientId)
      if (!again) throw new Error('a conflicting message is not there')
      return { result: { message: presentMessage(again), created: false }, events: [] }
    }
    const assignTo =
      sender.kind === 'operator' && conversation.assigned_operator_id === null ? sender.id : null
    const unread = await conversations.recordMessage(tx, conversationId, {
      id,
      at: now,
      side: sender.kind,
      assignTo,
    })
    const message: ChatMessage = {
      id,
      conversationId,
      clientId: body.clientId,
      from: sender.kind,
      ...(sender.kind === 'operator' ? { operatorName: sender.name } : {}),
      text: body.text,
      createdAt: now,
    }
    const events: ChatEvent[] = [
      {
        kind: 'message',
        userId: conversation.user_id,
        message,
        userUnread: sender.kind === 'user' ? 0 : unread,
        teamUnread: sender.kind === 'user' ? unread : 0,
      },
    ]
    if (assignTo !== null && sender.kind === 'operator') {
      events.push({ kind: 'assigned', conversationId, operatorId: sender.id, operatorName: sender.name })
    }
    return { result: { message, created: true }, events }
  })
}

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
  return inTransactionWithEvents(ctx.deps.database, ctx.bus, async (tx) => {
    const conversation = await conversations.lockConversation(tx, conversationId)
    if (!conversation) throw new AppError('NOT_FOUND')
    const current = side === 'user' ? conversation.user_last_read_id : conversation.operator_last_read_id
    const next = Math.min(Math.max(current, upToId), conversation.last_message_id)
    if (next !== current) await conversations.setLastRead(tx, conversationId, side, next)
    const from = side === 'user' ? 'operator' : 'user'
    const unread = await repo.countMessagesAfter(tx, conversationId, from, next)
    const events: ChatEvent[] =
      next === current ? [] : [{ kind: 'read', side, userId: conversation.user_id, conversationId, unread }]
    return { result: { unread, changed: next !== current }, events }
  })
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
