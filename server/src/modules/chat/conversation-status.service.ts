import type { ChatStatusReply } from '@app/contracts'
import { AppError } from '../../lib/errors.ts'
import { inTransactionWithEvents } from '../../realtime/bus.ts'
import { recordAudit } from '../audit/index.ts'
import type { ChatDeps } from './chat-deps.ts'
import type { ChatEvent } from './chat-events.ts'
import * as conversations from './conversations.repo.ts'

/**
 * Conversations are open or resolved (decision 0056). An operator resolves one they have read to
 * its end: the user's messages are read with it, so the unread counts and the menu's badge drop it;
 * if the user wrote after what the operator saw, it stays open (409). The user's next message opens
 * it again (`reopenOnUserMessage`); an operator may reopen it too. Both operator steps are audited.
 */
export async function resolveConversation(
  deps: ChatDeps,
  input: { conversationId: number; upToId: number; operatorId: number },
): Promise<ChatStatusReply> {
  const { conversationId: id, upToId, operatorId } = input
  const now = deps.clock.now()
  await inTransactionWithEvents(deps.database, deps.bus, async (tx) => {
    const before = await conversations.lockConversation(tx, id)
    if (!before) throw new AppError('NOT_FOUND')
    const resolved = await conversations.resolveConversation(tx, { id, upToId, operatorId, now })
    if (!resolved) {
      const status = await conversations.findConversationStatus(tx, id)
      // Resolved already: nothing to do twice.
      if (status?.status === 'resolved') return { result: undefined, events: [] }
      throw new AppError('CONFLICT', 'support.newMessageSince')
    }
    await recordAudit(tx, {
      operatorId,
      action: 'chat.resolve',
      target: `conversation:${id}`,
      before: { status: 'open' },
      after: { status: 'resolved' },
      now,
    })
    // Every console's unread count of this conversation (and the badge) drops to nothing.
    const read: ChatEvent = {
      kind: 'read',
      side: 'operator',
      userId: resolved.user_id,
      conversationId: id,
      unread: 0,
    }
    return { result: undefined, events: before.operator_last_read_id < before.last_message_id ? [read] : [] }
  })
  return statusOf(deps, id)
}

/** Opens a resolved conversation again, at an operator's asking; audited when it was resolved. */
export async function reopenConversation(
  deps: ChatDeps,
  input: { conversationId: number; operatorId: number },
): Promise<ChatStatusReply> {
  const { conversationId: id, operatorId } = input
  const now = deps.clock.now()
  await inTransactionWithEvents(deps.database, deps.bus, async (tx) => {
    if (!(await conversations.lockConversation(tx, id))) throw new AppError('NOT_FOUND')
    if (await conversations.reopenConversation(tx, id))
      await recordAudit(tx, {
        operatorId,
        action: 'chat.reopen',
        target: `conversation:${id}`,
        before: { status: 'resolved' },
        after: { status: 'open' },
        now,
      })
    return { result: undefined, events: [] }
  })
  return statusOf(deps, id)
}

async function statusOf(deps: ChatDeps, id: number): Promise<ChatStatusReply> {
  const row = await conversations.findConversationStatus(deps.db, id)
  if (!row) throw new AppError('NOT_FOUND')
  return { status: row.status, resolvedBy: row.resolved_name, resolvedAt: row.resolved_at }
}
