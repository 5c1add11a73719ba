import type { ChatLinkBody, ChatLinkRow, ChatRequestMark } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { inTransaction, type Tx } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/index.ts'
import { moneyRequestsById } from '../wallet/index.ts'
import * as conversations from './conversations.repo.ts'
import { presentLink, presentMarks } from './support.presenter.ts'
import * as repo from './support.repo.ts'

/**
 * A conversation linked to the recharges and withdrawals it is about (decision 0043): only its own
 * user's, each once; linking and unlinking are in the audit log, under the request.
 */

/** More than a conversation is ever about; the list is not paged. */
const MAX_LINKS = 100

type Scope = Pick<Deps, 'db' | 'clock'>

async function withRequests(db: Tx, links: repo.RequestLink[], now: number): Promise<ChatLinkRow[]> {
  const byKind = async (kind: repo.LinkKind) =>
    new Map(
      (
        await moneyRequestsById(
          db,
          kind,
          links.filter((l) => l.kind === kind).map((l) => l.request_id),
        )
      ).map((r) => [r.id, r]),
    )
  const [recharges, withdrawals] = await Promise.all([byKind('recharge'), byKind('withdrawal')])
  return links.map((l) =>
    presentLink(l, (l.kind === 'recharge' ? recharges : withdrawals).get(l.request_id), now),
  )
}

export async function listConversationLinks(deps: Scope, conversationId: number): Promise<ChatLinkRow[]> {
  if (!(await conversations.findConversation(deps.db, conversationId))) throw new AppError('NOT_FOUND')
  return withRequests(deps.db, await repo.listLinks(deps.db, conversationId, MAX_LINKS), deps.clock.now())
}

/**
 * Links one of the conversation's user's requests; another user's, or one that does not exist, is
 * refused by name. Linking a request already linked answers the link there is.
 */
export function linkRequest(
  deps: Pick<Deps, 'database' | 'clock'>,
  input: { conversationId: number; operatorId: number; body: ChatLinkBody },
): Promise<ChatLinkRow> {
  const { conversationId, operatorId } = input
  const { kind, requestId } = input.body
  return inTransaction(deps.database, async (tx) => {
    const conversation = await conversations.lockConversation(tx, conversationId)
    if (!conversation) throw new AppError('NOT_FOUND')
    const [request] = await moneyRequestsById(tx, kind, [requestId])
    const values = { id: requestId }
    if (!request) throw new AppError('NOT_FOUND', `support.${kind}NotFound`, { field: 'requestId', values })
    if (request.user_id !== conversation.user_id)
      throw new AppError('VALIDATION_FAILED', `support.${kind}OfAnotherUser`, { field: 'requestId', values })
    const now = deps.clock.now()
    const existing = await repo.findLinkOf(tx, conversationId, kind, requestId)
    if (existing) return presentLink(existing, request, now)
    const id = await repo.insertLink(tx, { conversationId, kind, requestId, operatorId, now })
    await recordAudit(tx, {
      operatorId,
      action: 'chat-link.add',
      target: `${kind}:${requestId}`,
      before: null,
      after: { conversation: conversationId, user: conversation.user_id },
      now,
    })
    const link = await repo.findLink(tx, id)
    if (!link) throw new AppError('NOT_FOUND')
    return presentLink(link, request, now)
  })
}

export function unlinkRequest(
  deps: Pick<Deps, 'database' | 'clock'>,
  input: { linkId: number; operatorId: number },
): Promise<null> {
  return inTransaction(deps.database, async (tx) => {
    const link = await repo.findLink(tx, input.linkId)
    if (!link) throw new AppError('NOT_FOUND')
    await repo.deleteLink(tx, link.id)
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'chat-link.remove',
      target: `${link.kind}:${link.request_id}`,
      before: { conversation: link.conversation_id },
      after: null,
      now: deps.clock.now(),
    })
    return null
  })
}

/** Which of a queue page's requests are linked to a conversation, and to which. */
export async function marksOfRequests(
  deps: Pick<Deps, 'db'>,
  input: { kind: repo.LinkKind; ids: number[] },
): Promise<ChatRequestMark[]> {
  return presentMarks(await repo.linksOfRequests(deps.db, input.kind, input.ids))
}
