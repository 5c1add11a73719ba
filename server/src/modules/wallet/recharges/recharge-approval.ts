import { type ApprovedAction, keptReference } from '../approvals/index.ts'
import { moneyRequestsById } from '../queues/requests-by-id.repo.ts'
import { confirmRecharge } from './recharges.service.ts'

/**
 * Confirming a recharge above the approval cap, as the gate holds it: a second operator's approval
 * confirms it with the reference the first one gave, while it is still pending.
 */
export const rechargeConfirmation: ApprovedAction = {
  action: 'recharge.confirm',
  target: (id) => `recharge:${id}`,
  carryOut: (deps, { approval, operatorId }) =>
    confirmRecharge(deps, { rechargeId: approval.target_id, operatorId, reference: keptReference(approval) }),
  stillOpen: async (db, ids) =>
    new Set(
      (await moneyRequestsById(db, 'recharge', ids)).filter((r) => r.status === 'pending').map((r) => r.id),
    ),
}
