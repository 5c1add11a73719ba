import {
  opsCompleteWithdrawal,
  opsListWithdrawals,
  opsRejectWithdrawal,
  opsWithdrawalSummary,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { withdrawalQueue, withdrawalSummary } from './queues.service.ts'
import { presentWithdrawal } from './withdrawals.presenter.ts'
import { completeWithdrawal, rejectWithdrawal } from './withdrawals.service.ts'

/** The console's withdrawal queue: its header, complete (pay out) or reject (money back). */
export function withdrawalOpsRoutes(route: Router, deps: Deps): void {
  route(opsListWithdrawals, ({ query }) => withdrawalQueue(deps, query))

  route(opsWithdrawalSummary, () => withdrawalSummary(deps))

  route(opsCompleteWithdrawal, async ({ params, body, operator }) =>
    presentWithdrawal(
      await completeWithdrawal(deps, {
        withdrawalId: params.id,
        operatorId: operator.operatorId,
        reference: body.reference,
      }),
    ),
  )

  route(opsRejectWithdrawal, async ({ params, body, operator }) =>
    presentWithdrawal(
      await rejectWithdrawal(deps, {
        withdrawalId: params.id,
        operatorId: operator.operatorId,
        reason: body.reason,
      }),
    ),
  )
}
