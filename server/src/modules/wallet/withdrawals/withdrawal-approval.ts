import { type ApprovedAction, keptReference } from '../approvals/index.ts'
import { moneyRequestsById } from '../queues/requests-by-id.repo.ts'
import { completeWithdrawal } from './withdrawals.service.ts'

/**
 * Paying a withdrawal out above the approval cap, as the gate holds it: a second operator's
 * approval pays it with the reference the first one gave, while it is still pending.
 */
export const withdrawalCompletion: ApprovedAction = {
  action: 'withdrawal.complete',
  target: (id) => `withdrawal:${id}`,
  carryOut: async (deps, { approval, operatorId }) => {
    const reference = keptReference(approval)
    await completeWithdrawal(deps, { withdrawalId: approval.target_id, operatorId, reference })
  },
  stillOpen: async (db, ids) =>
    new Set(
      (await moneyRequestsById(db, 'withdrawal', ids)).filter((r) => r.status === 'pending').map((r) => r.id),
    ),
}
