import type { DashboardQueue } from '@app/contracts'
import type { Scope } from '../../../deps.ts'
import { pendingRecharges, pendingWithdrawals, type PendingQueueRow } from './pending-queues.repo.ts'

const present = (row: PendingQueueRow): DashboardQueue => ({
  count: row.count,
  amount: String(row.amount),
  oldestAt: row.oldest_at,
})

/** The pending recharges and withdrawals waiting for an operator, for the dashboard and its badges. */
export async function pendingMoneyQueues(deps: Pick<Scope, 'db'>) {
  return {
    recharges: present(await pendingRecharges(deps.db)),
    withdrawals: present(await pendingWithdrawals(deps.db)),
  }
}
