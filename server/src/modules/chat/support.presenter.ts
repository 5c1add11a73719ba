import type { CannedReplyRow, ChatLinkRow, ChatRequestMark } from '@app/contracts'
import type { MoneyRequestFacts } from '../wallet/index.ts'
import type { CannedReply, RequestLink } from './support.repo.ts'

export function presentCannedReply(r: CannedReply): CannedReplyRow {
  return {
    id: r.id,
    title: r.title,
    text: r.text,
    language: r.language as CannedReplyRow['language'],
    updatedBy: r.updated_by_name,
    updatedAt: r.updated_at,
  }
}

/** What the audit log keeps of a saved reply. */
export const cannedReplyForAudit = (r: Pick<CannedReply, 'title' | 'text' | 'language'>) => ({
  title: r.title,
  text: r.text,
  language: r.language,
})

/** A link with its request as it is now; a pending recharge past its time reads as expired. */
export function presentLink(
  link: RequestLink,
  request: MoneyRequestFacts | undefined,
  now: number,
): ChatLinkRow {
  const status = request
    ? link.kind === 'recharge' && request.status === 'pending' && request.expires_at <= now
      ? 'expired'
      : request.status
    : 'unknown'
  return {
    id: link.id,
    conversationId: link.conversation_id,
    kind: link.kind,
    requestId: link.request_id,
    amount: String(request?.amount ?? 0),
    status,
    linkedBy: link.linked_by_name,
    linkedAt: link.linked_at,
  }
}

/** One mark per linked request: the conversation it was linked to last. */
export function presentMarks(rows: { request_id: number; conversation_id: number }[]): ChatRequestMark[] {
  const marks = new Map<number, number>()
  for (const row of rows) marks.set(row.request_id, row.conversation_id)
  return [...marks].map(([requestId, conversationId]) => ({ requestId, conversationId }))
}
