import {
  QUEUE_COUNT_CAP,
  RECHARGE_STATUSES,
  WITHDRAWAL_STATUSES,
  type OpsRechargeRow,
  type OpsWithdrawalRow,
  type Page,
  type QueueCounts,
  type QueueFilters,
  type QueueOrder,
  type WithdrawalSummary,
} from '@app/contracts'
import type { Scope } from '../../../deps.ts'
import { PAGE_SIZE } from '../../../lib/paging.ts'
import { findUserByPhone, phonesOf, type WithUserLabel } from '../../account/index.ts'
import type { MoneyApprovalAction } from '../../../db/schema.ts'
import { decidersOf, type WithDeciders } from './deciders.repo.ts'
import { presentOpsRecharge } from '../recharges/recharges.presenter.ts'
import { countUpTo, rechargePage, withdrawalPage, type QueuePageAsk, type QueueWhere } from './queues.repo.ts'
import { presentOpsWithdrawal, presentWithdrawalSummary } from '../withdrawals/withdrawals.presenter.ts'
import { pendingWithdrawalTotals } from '../withdrawals/withdrawals.repo.ts'

/** The console's queues: recharges and withdrawals of every user, each with the user's phone and nickname. */

async function withPhones<R extends { user_id: number }>(deps: Pick<Scope, 'db'>, rows: R[]) {
  const users = await phonesOf(
    deps.db,
    rows.map((r) => r.user_id),
  )
  return rows.map((r): WithUserLabel<R> => ({
    ...r,
    ...(users.get(r.user_id) ?? { phone: '', nickname: '' }),
  }))
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

/** Filters as the console sends them: a phone stands for its user's id. */
type Asked = QueueFilters & { status?: string; order?: QueueOrder; cursor?: { at: number; id: number } }

/**
 * The filters as the queue reads them: a phone becomes its user's id; null when they match nothing
 * (no user has the phone, or the phone's user is not the one asked for).
 */
async function resolve(deps: Pick<Scope, 'db'>, asked: Asked): Promise<QueueWhere | null> {
  const { phone, userId, ...rest } = asked
  if (phone === undefined) return { ...rest, ...(userId === undefined ? {} : { userId }) }
  const user = await findUserByPhone(deps.db, phone)
  if (!user || (userId !== undefined && user.id !== userId)) return null
  return { ...rest, userId: user.id }
}

/** The page's `next`: the last row's (created, id), which the following page starts after. */
function pageOf<R extends { id: number; created_at: number }, T>(rows: R[], present: (row: R) => T): Page<T> {
  const items = rows.slice(0, PAGE_SIZE)
  const last = items[items.length - 1]
  const more = rows.length > PAGE_SIZE && last !== undefined
  return { items: items.map(present), next: more ? `${last.created_at}-${last.id}` : null }
}

const askOf = (where: QueueWhere, asked: Asked): QueuePageAsk => ({
  ...where,
  order: asked.order ?? 'newest',
  ...(asked.cursor === undefined ? {} : { cursor: asked.cursor }),
  limit: PAGE_SIZE + 1,
})

/** One page of recharges matching the filters, in age order, after `cursor`. */
export async function rechargeQueue(deps: Scope, asked: Asked): Promise<Page<OpsRechargeRow>> {
  const where = await resolve(deps, asked)
  if (where === null) return { items: [], next: null }
  const found = await rechargePage(deps.db, askOf(where, asked))
  const rows = await withDeciders(deps, 'recharge.confirm', await withPhones(deps, found))
  const now = deps.clock.now()
  return pageOf(rows, (r) => presentOpsRecharge(r, now))
}

/** One page of withdrawals matching the filters, in age order, after `cursor`. */
export async function withdrawalQueue(
  deps: Pick<Scope, 'db'>,
  asked: Asked,
): Promise<Page<OpsWithdrawalRow>> {
  const where = await resolve(deps, asked)
  if (where === null) return { items: [], next: null }
  const found = await withdrawalPage(deps.db, askOf(where, asked))
  const rows = await withDeciders(deps, 'withdrawal.complete', await withPhones(deps, found))
  return pageOf(rows, presentOpsWithdrawal)
}

/** How many of each status match the filters, each counted up to the cap. */
async function countsOf(
  deps: Pick<Scope, 'db'>,
  table: 'recharges' | 'withdrawals',
  statuses: readonly string[],
  asked: QueueFilters,
): Promise<QueueCounts> {
  const where = await resolve(deps, asked)
  const counts = []
  for (const status of statuses) {
    const n = where === null ? 0 : await countUpTo(deps.db, table, { ...where, status }, QUEUE_COUNT_CAP)
    counts.push({ status, count: Math.min(n, QUEUE_COUNT_CAP), more: n > QUEUE_COUNT_CAP })
  }
  return { counts }
}

export const rechargeCounts = (deps: Pick<Scope, 'db'>, asked: QueueFilters) =>
  countsOf(deps, 'recharges', RECHARGE_STATUSES, asked)

export const withdrawalCounts = (deps: Pick<Scope, 'db'>, asked: QueueFilters) =>
  countsOf(deps, 'withdrawals', WITHDRAWAL_STATUSES, asked)

/** The withdrawal queue's header: how many are pending, and how much they hold. */
export async function withdrawalSummary(deps: Pick<Scope, 'db'>): Promise<WithdrawalSummary> {
  return presentWithdrawalSummary(await pendingWithdrawalTotals(deps.db))
}
