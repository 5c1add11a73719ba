import type { OpsRechargeRow, OpsWithdrawalRow, Page, WithdrawalSummary } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import type { MoneyApprovalAction } from '../../db/schema.ts'
import { phonesOf, type WithPhone } from '../account/user-phones.repo.ts'
import { decidersOf, type WithDeciders } from './deciders.repo.ts'
import { presentOpsRecharge } from './recharges.presenter.ts'
import { listRecharges, type RechargeWithChannel } from './recharges.repo.ts'
import { presentOpsWithdrawal, presentWithdrawalSummary } from './withdrawals.presenter.ts'
import { listWithdrawals, pendingWithdrawalTotals, type WithdrawalStatus } from './withdrawals.repo.ts'

/** The console's queues: recharges and withdrawals of every user, each with the user's phone. */

export interface QueueFilter<S> {
  status?: S
  cursor?: number
}

async function withPhones<R extends { user_id: number }>(deps: Pick<Scope, 'db'>, rows: R[]) {
  const phones = await phonesOf(
    deps.db,
    rows.map((r) => r.user_id),
  )
  return rows.map((r): WithPhone<R> => ({ ...r, phone: phones.get(r.user_id) ?? '' }))
}

/** Each row with who decided it (and who asked first, above the approval cap). */
async function withDeciders<R extends { id: number; decided_by: number | null }>(
  deps: Pick<Scope, 'db'>,
  action: MoneyApprovalAction,
  rows: R[],
) {
  const deciders = await decidersOf(deps.db, action, rows)
  const nobody = { decided_by_name: null, requested_by_name: null }
  return rows.map((r): WithDeciders<R> => ({ ...r, ...(deciders.get(r.id) ?? nobody) }))
}

/** One page of recharges, newest first after `cursor`, of one status when given. */
export async function rechargeQueue(
  deps: Scope,
  filter: QueueFilter<RechargeWithChannel['status']>,
): Promise<Page<OpsRechargeRow>> {
  const found = await listRecharges(deps.db, { ...filter, limit: PAGE_SIZE + 1 })
  const rows = await withDeciders(deps, 'recharge.confirm', await withPhones(deps, found))
  const now = deps.clock.now()
  return toPage(rows, PAGE_SIZE, (r) => presentOpsRecharge(r, now))
}

/** One page of withdrawals, newest first after `cursor`, of one status when given. */
export async function withdrawalQueue(
  deps: Pick<Scope, 'db'>,
  filter: QueueFilter<WithdrawalStatus>,
): Promise<Page<OpsWithdrawalRow>> {
  const found = await listWithdrawals(deps.db, { ...filter, limit: PAGE_SIZE + 1 })
  const rows = await withDeciders(deps, 'withdrawal.complete', await withPhones(deps, found))
  return toPage(rows, PAGE_SIZE, presentOpsWithdrawal)
}

/** The withdrawal queue's header: how many are pending, and how much they hold. */
export async function withdrawalSummary(deps: Pick<Scope, 'db'>): Promise<WithdrawalSummary> {
  return presentWithdrawalSummary(await pendingWithdrawalTotals(deps.db))
}
