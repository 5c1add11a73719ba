import type { MoneyApproval } from '@app/contracts'
import type { ApprovedAction } from './approved-action.ts'
import type { PendingApprovalRow } from './approvals.repo.ts'

export function presentApproval(row: PendingApprovalRow, approved: ApprovedAction): MoneyApproval {
  return {
    id: row.id,
    action: row.action,
    targetId: row.target_id,
    amount: String(row.amount),
    requestedBy: row.requested_by_name,
    requestedAt: row.requested_at,
    reference: row.external_reference,
    ...detailsOf(row, approved),
  }
}

/** A reason (a reversal's), and what the action reads of the rest (the limits a change asks for). */
function detailsOf(
  row: PendingApprovalRow,
  approved: ApprovedAction,
): Pick<MoneyApproval, 'reason' | 'limits'> {
  const parsed: unknown = row.details === null ? null : JSON.parse(row.details)
  const details = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>
  const reason = typeof details.reason === 'string' ? details.reason : null
  return { reason, limits: approved.limits?.(details) ?? null }
}
