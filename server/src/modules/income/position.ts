import { principalLeft, splitEarnings, splitReceived, type IncomeSplit } from '@app/contracts'
import type { HoldingRow } from './holdings.repo.ts'
import { earningsDueBy, nextEarningAfter } from './schedule.ts'

/** Where one holding stands at `now`: what is receivable, and what of the price is still invested. */
export interface HoldingPosition {
  row: HoldingRow
  receivableCount: number
  receivable: number
  /** `receivable` split into the price coming back and profit. */
  receivableParts: IncomeSplit
  /** What was received so far, split the same way. */
  receivedParts: IncomeSplit
  /** Of the price, what the earnings due so far have not yet paid back; 0 once the schedule ended. */
  invested: number
  next: { dueAt: number; amount: number } | undefined
}

/** A holding's terms as the split reads them (income-split.ts). */
export const splitTermsOf = (row: Pick<HoldingRow, 'price' | 'earning_amount' | 'earnings_count'>) => ({
  price: row.price,
  earningAmount: row.earning_amount,
  earningsCount: row.earnings_count,
})

/**
 * Each earning returns its pro rata part of the price, the rest is profit (0053). An earning that is
 * due is either received (cash) or receivable, so its part of the price no longer counts as
 * invested: nothing is counted twice, a purchase only moves money from cash to invested, and as an
 * earning falls due the total rises by exactly its profit. A frozen holding counts only what it
 * received: the earnings it would have paid stay invested until it is unfrozen.
 */
export function positionOf(row: HoldingRow, now: number): HoldingPosition {
  const terms = splitTermsOf(row)
  const dueCount = row.frozen ? row.collected_count : earningsDueBy(row, row.purchased_at, now).length
  const receivableCount = Math.max(0, dueCount - row.collected_count)
  const receivableParts = splitEarnings(terms, row.collected_count + 1, dueCount)
  const running = row.ends_at > now
  const invested = running ? principalLeft(terms, dueCount) : 0
  const next = running && !row.frozen ? nextEarningAfter(row, row.purchased_at, now) : undefined
  return {
    row,
    receivableCount,
    receivable: receivableParts.received,
    receivableParts,
    receivedParts: splitReceived(terms, row.collected_count),
    invested,
    next,
  }
}
