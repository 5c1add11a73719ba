import { opsApproveMoneyAction, opsListApprovals, opsRejectMoneyAction } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { pendingApprovals, rejectApproval } from './approvals.service.ts'
import { approveMoneyAction } from './approve.service.ts'

/** The console's second approvals: what waits, approve (the money moves once), reject. */
export function approvalOpsRoutes(route: Router, deps: Deps): void {
  route(opsListApprovals, () => pendingApprovals(deps))

  route(opsApproveMoneyAction, async ({ params, operator }) => {
    await approveMoneyAction(deps, { id: params.id, operatorId: operator.operatorId, role: operator.role })
    return null
  })

  route(opsRejectMoneyAction, async ({ params, operator }) => {
    await rejectApproval(deps, { id: params.id, operatorId: operator.operatorId })
    return null
  })
}
