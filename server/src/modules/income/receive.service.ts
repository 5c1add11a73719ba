import type { Scope } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { postEntry } from '../ledger/ledger.service.ts'
import { insertEarnings } from './earnings.repo.ts'
import { advanceCollected, findUserHolding, type HoldingRow } from './holdings.repo.ts'
import { earningsDueBy } from './schedule.ts'

/** What a receive paid, when, and the holding right after it. */
export interface Receipt {
  received: number
  receivedAt: number
  holding: HoldingRow
}

/**
 * Receives every earning of a holding that is due and not yet received, into the revenue wallet,
 * inside the caller's transaction (`deps.db` is the open `tx`). The collected count moves only
 * forward and only from the value read (a conditional update), and each earning is a unique row,
 * so parallel receives pay once.
 */
export async function receiveIncome(
  deps: Scope,
  { userId, holdingId }: { userId: number; holdingId: number },
): Promise<Receipt> {
  const { db: tx } = deps
  const now = deps.clock.now()
  const holding = await findUserHolding(tx, userId, holdingId)
  if (!holding) throw new AppError('NOT_FOUND')
  if (holding.frozen) throw new AppError('CONFLICT', 'income.frozen')
  const pending = earningsDueBy(holding, holding.purchased_at, now).slice(holding.collected_count)
  if (pending.length === 0) throw new AppError('CONFLICT', 'income.nothingDue')
  const amount = pending.reduce((sum, e) => sum + e.amount, 0)
  if (!(await advanceCollected(tx, holding, pending.length, amount)))
    throw new AppError('CONFLICT', 'income.nothingDue')
  const first = pending[0]?.index ?? 0
  const entryId = await postEntry(deps, {
    kind: 'income',
    reference: `income:h${holding.id}:${first}-${first + pending.length - 1}`,
    userId,
    actor: `user:${userId}`,
    reason: `income of ${holding.product_name}`,
    now,
    lines: [
      { account: { system: 'income' }, amount: -amount },
      { account: { user: userId, kind: 'revenue' }, amount },
    ],
  })
  await insertEarnings(
    tx,
    pending.map((e) => ({
      holding_id: holding.id,
      user_id: userId,
      earning_index: e.index,
      amount: e.amount,
      due_at: e.dueAt,
      collected_at: now,
      entry_id: entryId,
    })),
  )
  const updated = await findUserHolding(tx, userId, holdingId)
  if (!updated) throw new Error('holding vanished inside its own transaction')
  return { received: amount, receivedAt: now, holding: updated }
}
