import {
  isChatRole,
  type ChatAssignReply,
  type ChatConversationRow,
  type ChatUserFacts,
  type Page,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { inTransactionWithEvents } from '../../realtime/bus.ts'
import { getUserForConsole } from '../account/index.ts'
import { findOperatorById } from '../operators/index.ts'
import { userMoneyRequests } from '../wallet/index.ts'
import type { ChatDeps } from './chat-deps.ts'
import type { ChatEvent } from './chat-events.ts'
import { presentInbox, presentUserFacts } from './chat.presenter.ts'
import * as conversations from './conversations.repo.ts'

const INBOX_PAGE = 30

/** The console's inbox of one state (open or resolved), newest activity first, with unread counts and assignees. */
export async function listInbox(
  deps: Pick<Deps, 'db'>,
  input: {
    operatorId: number
    before: number | undefined
    filter: conversations.InboxFilter
    status: conversations.ConversationStatus
  },
): Promise<Page<ChatConversationRow>> {
  const rows = await conversations.listInbox(deps.db, { ...input, limit: INBOX_PAGE })
  return presentInbox(rows, INBOX_PAGE)
}

export async function getConversation(
  deps: Pick<Deps, 'db'>,
  id: number,
): Promise<conversations.ConversationRow> {
  const conversation = await conversations.findConversation(deps.db, id)
  if (!conversation) throw new AppError('NOT_FOUND')
  return conversation
}

/**
 * Assigns a conversation to an operator who may chat, or to nobody (`operatorId` null); absent,
 * to the operator asking. Every console hears of it.
 */
export async function assignConversation(
  deps: ChatDeps,
  input: { conversationId: number; operatorId: number | null | undefined; askedBy: number },
): Promise<ChatAssignReply> {
  const { conversationId } = input
  const operatorId = input.operatorId === undefined ? input.askedBy : input.operatorId
  const operatorName = operatorId === null ? null : await chatOperatorName(deps, operatorId)
  return inTransactionWithEvents(deps.database, deps.bus, async (tx) => {
    const conversation = await conversations.lockConversation(tx, conversationId)
    if (!conversation) throw new AppError('NOT_FOUND')
    const result = { operatorId, operatorName }
    if (conversation.assigned_operator_id === operatorId) return { result, events: [] }
    await conversations.setAssignee(tx, conversationId, operatorId)
    const assigned: ChatEvent = { kind: 'assigned', conversationId, operatorId, operatorName }
    return { result, events: [assigned] }
  })
}

/** The name of an enabled operator whose role may chat; any other is not a valid assignee. */
async function chatOperatorName(deps: Pick<Deps, 'db'>, operatorId: number): Promise<string> {
  const operator = await findOperatorById(deps.db, operatorId)
  if (!operator || operator.disabled || !isChatRole(operator.role))
    throw new AppError('VALIDATION_FAILED', 'error.invalidField', {
      field: 'operatorId',
      values: { field: 'operatorId' },
    })
  return operator.username
}

/** The user beside the conversation: account, inviter, balances, recharges and withdrawals. */
export async function getUserFacts(
  deps: Pick<Deps, 'db' | 'clock' | 'env'>,
  conversationId: number,
): Promise<ChatUserFacts> {
  const conversation = await getConversation(deps, conversationId)
  const [user, money] = await Promise.all([
    getUserForConsole(deps, conversation.user_id),
    userMoneyRequests(deps, conversation.user_id),
  ])
  return presentUserFacts(user, money)
}
