import type { BulkResult } from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import { AppError } from '../../../lib/errors.ts'
import type { MoneyApprovalAction } from '../../../db/schema.ts'
import { decidersOf } from './deciders.repo.ts'
import { findRecharge } from '../recharges/recharges.repo.ts'
import { closeRecharge } from '../recharges/recharges.service.ts'
import { findWithdrawal } from '../withdrawals/withdrawals.repo.ts'
import { rejectWithdrawal } from '../withdrawals/withdrawals.service.ts'

/**
 * Bulk decisions of the console's queues (decision 0036): each item is the single decision it
 * would be on its own (its own transaction, conditional update and audit entry), so an item that
 * someone else decided meanwhile is reported and left as it is, and a repeated request changes
 * nothing twice. The reply says, in the order asked, what became of each.
 */

type Outcome = BulkResult['items'][number]['outcome']
type Row = { id: number; status: string; decided_by: number | null }

/** Runs `decideOne` on each id once; a refusal of one item (404, 409) is its outcome, not the request's. */
async function eachOnce(ids: readonly number[], decideOne: (id: number) => Promise<void>) {
  const outcomes = new Map<number, Outcome>()
  for (const id of new Set(ids)) {
    try {
      await decideOne(id)
      outcomes.set(id, 'done')
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      if (error.code === 'NOT_FOUND') outcomes.set(id, 'notFound')
      else if (error.code === 'CONFLICT') outcomes.set(id, 'alreadyDecided')
      else throw error
    }
  }
  return outcomes
}

/** Each item's outcome with its status now and the operator who decided it. */
async function report<R extends Row>(
  deps: Deps,
  action: MoneyApprovalAction,
  outcomes: Map<number, Outcome>,
  find: (id: number) => Promise<R | undefined>,
  statusOf: (row: R) => string,
): Promise<BulkResult> {
  const rows = new Map<number, R>()
  for (const id of outcomes.keys()) {
    const row = await find(id)
    if (row) rows.set(id, row)
  }
  const deciders = await decidersOf(deps.db, action, [...rows.values()])
  return {
    items: [...outcomes].map(([id, outcome]) => {
      const row = rows.get(id)
      return {
        id,
        outcome,
        status: row ? statusOf(row) : null,
        decidedBy: deciders.get(id)?.decided_by_name ?? null,
      }
    }),
  }
}

/** Closes pending recharges as error or expired, without crediting them. */
export async function bulkCloseRecharges(
  deps: Deps,
  { ids, outcome, operatorId }: { ids: number[]; outcome: 'error' | 'expired'; operatorId: number },
): Promise<BulkResult> {
  const outcomes = await eachOnce(ids, (rechargeId) =>
    closeRecharge(deps, { rechargeId, operatorId, status: outcome }),
  )
  const now = deps.clock.now()
  return report(
    deps,
    'recharge.confirm',
    outcomes,
    (id) => findRecharge(deps.db, id),
    // A pending recharge past its time reads as expired, as in the queue.
    (row) => (row.status === 'pending' && row.expires_at <= now ? 'expired' : row.status),
  )
}

/** Rejects pending withdrawals with one reason; each one's money returns to its wallet once. */
export async function bulkRejectWithdrawals(
  deps: Deps,
  { ids, reason, operatorId }: { ids: number[]; reason: string; operatorId: number },
): Promise<BulkResult> {
  const outcomes = await eachOnce(ids, async (withdrawalId) => {
    await rejectWithdrawal(deps, { withdrawalId, operatorId, reason })
  })
  return report(
    deps,
    'withdrawal.complete',
    outcomes,
    (id) => findWithdrawal(deps.db, id),
    (row) => row.status,
  )
}
