import type { MoneyApproval } from '@app/contracts'
import type { PendingApprovalRow } from './approvals.repo.ts'

export function presentApproval(row: PendingApprovalRow): MoneyApproval {
  return {
    id: row.id,
    action: row.action,
    targetId: row.target_id,
    amount: String(row.amount),
    requestedBy: row.requested_by_name,
    requestedAt: row.requested_at,
    reference: row.external_reference,
    ...detailsOf(row),
  }
}

/** A reversal's reason, or the limits a change asks for, from the stored JSON. */
function detailsOf(row: PendingApprovalRow): Pick<MoneyApproval, 'reason' | 'limits'> {
  const parsed: unknown = row.details === null ? null : JSON.parse(row.details)
  const details = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>
  const reason = typeof details.reason === 'string' ? details.reason : null
  if (row.action !== 'limits.change') return { reason, limits: null }
  return {
    reason,
    limits: {
      approvalCap: String(details.approvalCap),
      rechargeMax: String(details.rechargeMax),
      operatorDailyCap: String(details.operatorDailyCap),
    },
  }
}
