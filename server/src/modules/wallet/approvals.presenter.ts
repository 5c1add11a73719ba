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
  }
}
