import {
  opsCompleteWithdrawal,
  opsListWithdrawals,
  opsRejectWithdrawal,
  opsWithdrawalSummary,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import type { Router } from '../../lib/route.ts'
import { withdrawalQueue } from './queues.service.ts'
import { presentOpsWithdrawal, presentWithdrawal, presentWithdrawalSummary } from './withdrawals.presenter.ts'
import { pendingWithdrawalTotals } from './withdrawals.repo.ts'
import { completeWithdrawal, rejectWithdrawal } from './withdrawals.service.ts'

/** The console's withdrawal queue: its header, complete (pay out) or reject (money back). */
export function withdrawalOpsRoutes(route: Router, deps: Deps): void {
  route(opsListWithdrawals, async ({ query }) => {
    const rows = await withdrawalQueue(deps, { ...query, limit: PAGE_SIZE + 1 })
    return toPage(rows, PAGE_SIZE, presentOpsWithdrawal)
  })

  route(opsWithdrawalSummary, async () => presentWithdrawalSummary(await pendingWithdrawalTotals(deps.db)))

  route(opsCompleteWithdrawal, async ({ params, operator }) =>
    presentWithdrawal(
      await completeWithdrawal(deps, { withdrawalId: params.id, operatorId: operator.operatorId }),
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
