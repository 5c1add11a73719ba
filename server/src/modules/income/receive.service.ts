import type { ReceiveReply } from '@app/contracts'
import type { Tx } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { postEntry } from '../ledger/ledger.service.ts'
import { presentHolding, type HoldingRow } from './holdings.presenter.ts'
import { earningsDueBy } from './schedule.ts'

export function findHolding(tx: Tx, userId: number, holdingId: number): Promise<HoldingRow | undefined> {
  return tx
    .selectFrom('holdings')
    .selectAll()
    .where('id', '=', holdingId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

/**
 * Receives every earning of a holding that is due and not yet received, into the revenue wallet.
 * The collected count moves only forward and only from the value read (a conditional update), and
 * each earning is a unique row, so parallel receives pay once.
 */
export async function receiveIncome(
  tx: Tx,
  userId: number,
  holdingId: number,
  now: number,
): Promise<ReceiveReply> {
  const holding = await findHolding(tx, userId, holdingId)
  if (!holding) throw new AppError('NOT_FOUND')
  if (holding.frozen) throw new AppError('CONFLICT', 'income.frozen')
  const pending = earningsDueBy(holding, holding.purchased_at, now).slice(holding.collected_count)
  if (pending.length === 0) throw new AppError('CONFLICT', 'income.nothingDue')
  const amount = pending.reduce((sum, e) => sum + e.amount, 0)
  const moved = await tx
    .updateTable('holdings')
    .set({
      collected_count: holding.collected_count + pending.length,
      collected_amount: holding.collected_amount + amount,
    })
    .where('id', '=', holding.id)
    .where('collected_count', '=', holding.collected_count)
    .where('frozen', '=', 0)
    .executeTakeFirst()
  if (moved.numUpdatedRows !== 1n) throw new AppError('CONFLICT', 'income.nothingDue')
  const first = pending[0]?.index ?? 0
  const entryId = await postEntry(tx, {
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
  await tx
    .insertInto('holding_earnings')
    .values(
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
    .execute()
  const updated = await findHolding(tx, userId, holdingId)
  if (!updated) throw new Error('holding vanished inside its own transaction')
  return { received: String(amount), holding: presentHolding(updated, now) }
}
