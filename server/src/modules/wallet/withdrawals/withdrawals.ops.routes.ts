import {
  WALLET_OPS_BULK_REJECT_WITHDRAWALS,
  WALLET_OPS_COMPLETE_WITHDRAWAL,
  WALLET_OPS_LIST_WITHDRAWALS,
  WALLET_OPS_REJECT_WITHDRAWAL,
  WALLET_OPS_WITHDRAWAL_COUNTS,
  WALLET_OPS_WITHDRAWAL_SUMMARY,
} from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import { bulkRejectWithdrawals } from '../queues/bulk.service.ts'
import { withdrawalCounts, withdrawalQueue, withdrawalSummary } from '../queues/queues.service.ts'
import { presentWithdrawal } from './withdrawals.presenter.ts'
import { completeWithdrawal, rejectWithdrawal } from './withdrawals.service.ts'

/** The console's withdrawal queue: its header, complete (pay out) or reject (money back). */
export function withdrawalOpsRoutes(route: Router, deps: Deps): void {
  route(WALLET_OPS_LIST_WITHDRAWALS, ({ query }) => withdrawalQueue(deps, query))

  route(WALLET_OPS_WITHDRAWAL_SUMMARY, () => withdrawalSummary(deps))

  route(WALLET_OPS_WITHDRAWAL_COUNTS, ({ query }) => withdrawalCounts(deps, query))

  route(WALLET_OPS_BULK_REJECT_WITHDRAWALS, ({ body, operator }) =>
    bulkRejectWithdrawals(deps, { ids: body.ids, reason: body.reason, operatorId: operator.operatorId }),
  )

  route(WALLET_OPS_COMPLETE_WITHDRAWAL, async ({ params, body, operator }) =>
    presentWithdrawal(
      await completeWithdrawal(deps, {
        withdrawalId: params.id,
        operatorId: operator.operatorId,
        reference: body.reference,
      }),
    ),
  )

  route(WALLET_OPS_REJECT_WITHDRAWAL, async ({ params, body, operator }) =>
    presentWithdrawal(
      await rejectWithdrawal(deps, {
        withdrawalId: params.id,
        operatorId: operator.operatorId,
        reason: body.reason,
      }),
    ),
  )
}
