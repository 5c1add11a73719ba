import {
  WALLET_OPS_APPROVE_MONEY_ACTION,
  WALLET_OPS_LIST_APPROVALS,
  WALLET_OPS_REJECT_MONEY_ACTION,
} from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import type { ApprovedAction } from './approved-action.ts'
import { pendingApprovals, rejectApproval } from './approvals.service.ts'
import { approveMoneyAction } from './approve.service.ts'

/**
 * The console's second approvals of the registered `actions`: what waits, approve (the action
 * runs once), reject.
 */
export const approvalOpsRoutes =
  (actions: readonly ApprovedAction[]) =>
  (route: Router, deps: Deps): void => {
    route(WALLET_OPS_LIST_APPROVALS, () => pendingApprovals(deps, actions))

    route(WALLET_OPS_APPROVE_MONEY_ACTION, async ({ params, operator }) => {
      await approveMoneyAction(deps, actions, {
        id: params.id,
        operatorId: operator.operatorId,
        role: operator.role,
      })
      return null
    })

    route(WALLET_OPS_REJECT_MONEY_ACTION, async ({ params, operator }) => {
      await rejectApproval(deps, actions, { id: params.id, operatorId: operator.operatorId })
      return null
    })
  }
