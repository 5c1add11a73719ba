import type { Deps, Scope } from '../../../deps.ts'
import { inGroupCommit } from '../../../db/group-commit.ts'
import type { Tx } from '../../../db/transaction.ts'
import { AppError } from '../../../lib/errors.ts'
import { postEntry } from '../../ledger/index.ts'
import * as repo from './withdrawals.repo.ts'

/** How a pending withdrawal ends: paid out, or its money back (an operator, the clock, or its user). */
export type Outcome = 'completed' | 'rejected' | 'expired' | 'cancelled'

/**
 * Pending → one terminal state, once (a conditional update). Completing pays the hold out to the
 * world, the fee to the platform's fees; rejecting, expiring or cancelling returns it to the wallet
 * it came from, by the same entry whoever returns it.
 */
export async function settle(
  deps: Scope,
  input: {
    id: number
    outcome: Outcome
    operatorId: number | null
    reason: string
    /** The bank's transaction id of a payout; null when the money returns. */
    reference: string | null
  },
): Promise<repo.Withdrawal> {
  const { db: tx } = deps
  const { id, outcome, operatorId, reason, reference } = input
  const now = deps.clock.now()
  const moved = await repo.settleWithdrawal(tx, { id, outcome, operatorId, reason, now, reference })
  const w = await repo.findWithdrawal(tx, id)
  if (!w) throw new AppError('NOT_FOUND')
  if (!moved) throw new AppError('CONFLICT', 'wallet.withdrawalDecided')
  const hold = { account: { user: w.user_id, kind: 'withdraw_hold' as const }, amount: -w.amount }
  const lines =
    outcome === 'completed'
      ? [
          hold,
          { account: { system: 'world' as const }, amount: w.amount - w.fee },
          ...(w.fee > 0 ? [{ account: { system: 'fees' as const }, amount: w.fee }] : []),
        ]
      : [hold, { account: { user: w.user_id, kind: w.wallet }, amount: w.amount }]
  const entryId = await postEntry(deps, {
    kind: outcome === 'completed' ? 'withdraw_paid' : 'withdraw_return',
    reference: `withdraw-settle:${id}`,
    userId: w.user_id,
    actor: actorOf(outcome, operatorId, w.user_id),
    reason: reason || `withdrawal ${outcome}`,
    now,
    lines,
  })
  await repo.setSettleEntry(tx, id, entryId)
  return { ...w, settle_entry_id: entryId }
}

/** Who the settling entry names: the user who cancelled, the operator who decided, or the clock. */
function actorOf(outcome: Outcome, operatorId: number | null, userId: number): string {
  if (outcome === 'cancelled') return `user:${userId}`
  return operatorId === null ? 'system' : `operator:${operatorId}`
}

/**
 * Runs an operator's or the clock's decision on a withdrawal in its user's own lane, after the
 * user's money requests (see `inGroupCommit`): a transaction that takes the user's hold and
 * balance in another order than theirs never runs beside them. (The user's own cancel is a money
 * request, so it runs in that lane already.)
 */
export async function inUserLane<T>(deps: Deps, id: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  const owner = (await repo.findWithdrawal(deps.db, id))?.user_id ?? 0
  return inGroupCommit(deps.database, owner, work)
}
