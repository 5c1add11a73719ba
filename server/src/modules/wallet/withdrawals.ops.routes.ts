import {
  opsBulkRejectWithdrawals,
  opsCompleteWithdrawal,
  opsListWithdrawals,
  opsRejectWithdrawal,
  opsWithdrawalCounts,
  opsWithdrawalSummary,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { bulkRejectWithdrawals } from './bulk.service.ts'
import { withdrawalCounts, withdrawalQueue, withdrawalSummary } from './queues.service.ts'
import { presentWithdrawal } from './withdrawals.presenter.ts'
import { completeWithdrawal, rejectWithdrawal } from './withdrawals.service.ts'

/** The console's withdrawal queue: its header, complete (pay out) or reject (money back). */
export function withdrawalOpsRoutes(route: Router, deps: Deps): void {
  route(opsListWithdrawals, ({ query }) => withdrawalQueue(deps, query))

  route(opsWithdrawalSummary, () => withdrawalSummary(deps))

  route(opsWithdrawalCounts, ({ query }) => withdrawalCounts(deps, query))

  route(opsBulkRejectWithdrawals, ({ body, operator }) =>
    bulkRejectWithdrawals(deps, { ids: body.ids, reason: body.reason, operatorId: operator.operatorId }),
  )

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
