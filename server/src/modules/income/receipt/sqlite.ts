import type { Scope } from '../../../deps.ts'
import { postEntries } from '../../ledger/index.ts'
import { insertEarnings } from '../earnings.repo.ts'
import { advanceManyCollected } from '../holdings.repo.ts'
import { receiptReason, type ReceiptToWrite } from './rules.ts'

/**
 * Receipts on SQLite: any number of holdings (one per user), step by step, a statement a step for
 * all of them: the holdings' advances (only from the collected count read, unfrozen), the entries
 * (headers, credits, postings) of those that moved, and their earnings. Answers, for each, its
 * entry's id, or null when its holding moved first (nothing of it written).
 */
export async function receiveStepByStep(
  deps: Scope,
  receipts: readonly ReceiptToWrite[],
): Promise<(number | null)[]> {
  const { db: tx } = deps
  const moved = await advanceManyCollected(
    tx,
    receipts.map((r) => ({
      holdingId: r.holding.id,
      userId: r.holding.user_id,
      countRead: r.holding.collected_count,
      count: r.pending.length,
      amount: r.amount,
    })),
  )
  const going = receipts.filter((r) => moved.has(r.holding.id))
  if (going.length === 0) return receipts.map(() => null)
  const entryIds = await postEntries(
    deps,
    going.map((r) => {
      const userId = r.holding.user_id
      return {
        kind: 'income',
        reference: r.reference,
        userId,
        actor: `user:${userId}`,
        reason: receiptReason(r.holding),
        now: r.now,
        receipt: { principal: r.principal },
        lines: [
          { account: { system: 'income' as const }, amount: -r.amount },
          { account: { user: userId, kind: 'revenue' as const }, amount: r.amount },
        ],
      }
    }),
  )
  const entryOf = new Map(going.map((r, k) => [r.holding.id, entryIds[k] as number]))
  await insertEarnings(
    tx,
    going.flatMap((r) =>
      r.pending.map((e) => ({
        holding_id: r.holding.id,
        user_id: r.holding.user_id,
        earning_index: e.index,
        amount: e.amount,
        due_at: e.dueAt,
        collected_at: r.now,
        entry_id: entryOf.get(r.holding.id) as number,
      })),
    ),
  )
  return receipts.map((r) => entryOf.get(r.holding.id) ?? null)
}
