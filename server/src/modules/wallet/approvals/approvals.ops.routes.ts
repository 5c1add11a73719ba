import {
  WALLET_OPS_APPROVE_MONEY_ACTION,
  WALLET_OPS_LIST_APPROVALS,
  WALLET_OPS_REJECT_MONEY_ACTION,
} from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import { pendingApprovals, rejectApproval } from './approvals.service.ts'
import { approveMoneyAction } from './approve.service.ts'

/** The console's second approvals: what waits, approve (the money moves once), reject. */
export function approvalOpsRoutes(route: Router, deps: Deps): void {
  route(WALLET_OPS_LIST_APPROVALS, () => pendingApprovals(deps))

  route(WALLET_OPS_APPROVE_MONEY_ACTION, async ({ params, operator }) => {
    await approveMoneyAction(deps, { id: params.id, operatorId: operator.operatorId, role: operator.role })
    return null
  })

  route(WALLET_OPS_REJECT_MONEY_ACTION, async ({ params, operator }) => {
    await rejectApproval(deps, { id: params.id, operatorId: operator.operatorId })
    return null
  })
}
