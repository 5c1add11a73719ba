import type { HoldingRow } from './holdings.repo.ts'
import { earningsDueBy, nextEarningAfter } from './schedule.ts'

/** Where one holding stands at `now`: what is receivable, and what of the price is still invested. */
export interface HoldingPosition {
  row: HoldingRow
  receivableCount: number
  receivable: number
  /** Of the price, what the earnings due so far have not yet paid back; 0 once the schedule ended. */
  invested: number
  next: { dueAt: number; amount: number } | undefined
}

/**
 * The earnings pay the price back first, then the profit (0007). An earning that is due is either
 * received (cash) or receivable, so it no longer counts as invested: nothing is counted twice, and a
 * purchase only moves money from cash to invested. A frozen holding counts only what it received.
 */
export function positionOf(row: HoldingRow, now: number): HoldingPosition {
  const due = row.frozen ? [] : earningsDueBy(row, row.purchased_at, now).slice(row.collected_count)
  const receivable = due.reduce((sum, e) => sum + e.amount, 0)
  const running = row.ends_at > now
  const invested = running ? Math.max(0, row.price - row.collected_amount - receivable) : 0
  const next = running && !row.frozen ? nextEarningAfter(row, row.purchased_at, now) : undefined
  return { row, receivableCount: due.length, receivable, invested, next }
}
