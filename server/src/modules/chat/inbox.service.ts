import { maskPhone, type ChatConversationRow, type ChatUserFacts, type Page } from '@app/contracts'
import { AppError } from '../../lib/errors.ts'
import { inTransactionWithEvents } from '../../realtime/bus.ts'
import { findUserById } from '../account/users.repo.ts'
import { findOperatorById } from '../operators/operators.repo.ts'
import { userVipLevel } from '../vip/vip.service.ts'
import { CHAT_ROLES } from './chat-auth.repo.ts'
import type { ChatContext } from './chat-context.ts'
import { presentInboxRow } from './chat.presenter.ts'
import * as conversations from './conversations.repo.ts'

const INBOX_PAGE = 30

/** The console's inbox, newest activity first, with unread counts and assignees. */
export async function listInbox(
  ctx: ChatContext,
  operatorId: number,
  options: { before: number | undefined; filter: conversations.InboxFilter },
): Promise<Page<ChatConversationRow>> {
  const rows = await conversations.listInbox(ctx.deps.database.db, {
    ...options,
    operatorId,
    limit: INBOX_PAGE,
  })
  const items = rows.slice(0, INBOX_PAGE)
  const last = items[items.length - 1]
  return {
    items: items.map(presentInboxRow),
    next: rows.length > INBOX_PAGE && last ? String(last.last_message_id) : null,
  }
}

export async function getConversation(ctx: ChatContext, id: number): Promise<conversations.ConversationRow> {
  const conversation = await conversations.findConversation(ctx.deps.database.db, id)
  if (!conversation) throw new AppError('NOT_FOUND')
  return conversation
}

/** Assigns a conversation to an operator who may chat, or to nobody; every console hears of it. */
export async function assignConversation(
  ctx: ChatContext,
  conversationId: number,
  operatorId: number | null,
): Promise<{ operatorId: number | null; operatorName: string | null }> {
  let operatorName: string | null = null
  if (operatorId !== null) {
    const operator = await findOperatorById(ctx.deps.database.db, operatorId)
    if (!operator || operator.disabled || !CHAT_ROLES.includes(operator.role as never))
      throw new AppError('VALIDATION_FAILED', 'error.invalidField', {
        field: 'operatorId',
        values: { field: 'operatorId' },
      })
    operatorName = operator.username
  }
  return inTransactionWithEvents(ctx.deps.database, ctx.bus, async (tx) => {
    const conversation = await conversations.lockConversation(tx, conversationId)
    if (!conversation) throw new AppError('NOT_FOUND')
    if (conversation.assigned_operator_id === operatorId)
      return { result: { operatorId, operatorName }, events: [] }
    await conversations.setAssignee(tx, conversationId, operatorId)
    return {
      result: { operatorId, operatorName },
      events: [{ kind: 'assigned', conversationId, operatorId, operatorName }],
    }
  })
}

/** The user's basic account facts, shown beside the conversation. */
export async function getUserFacts(ctx: ChatContext, conversationId: number): Promise<ChatUserFacts> {
  const conversation = await getConversation(ctx, conversationId)
  const db = ctx.deps.database.db
  const user = await findUserById(db, conversation.user_id)
  if (!user) throw new AppError('NOT_FOUND')
  return {
    id: user.id,
    nickname: user.nickname,
    phoneMasked: maskPhone(user.phone),
    vipLevel: await userVipLevel({ db }, user.id),
    frozen: user.frozen === 1,
    joinedAt: user.created_at,
  }
}
