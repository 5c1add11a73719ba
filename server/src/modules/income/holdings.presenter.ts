import {
  runsWholeDays,
  DAY_SECONDS,
  splitText,
  type HoldingStatus,
  type HoldingView,
  type ReceiveReply,
} from '@app/contracts'
import type { HoldingRow } from './holdings.repo.ts'
import { positionOf } from './position.ts'
import type { Receipt } from './receive.service.ts'
import { nextEarningAfter } from './schedule.ts'

/**
 * Expired once ended by a reversal (frozen for good, decision 0058), else frozen by an operator,
 * else expired once its last earning has fallen due, else running.
 */
export function holdingStatus(
  row: Pick<HoldingRow, 'frozen' | 'ends_at' | 'ended_at'>,
  now: number,
): HoldingStatus {
  if (row.ended_at !== null) return 'expired'
  if (row.frozen) return 'frozen'
  return row.ends_at <= now ? 'expired' : 'running'
}

/**
 * What one active day pays, by the product's own rule (products-terms.ts): only for a plan that runs
 * whole days; null otherwise.
 */
function holdingDailyRevenue(row: HoldingRow): string | null {
  const terms = { earningsCount: row.earnings_count, claimPeriodSeconds: row.claim_period_seconds }
  return runsWholeDays(terms) ? String(row.earning_amount * (DAY_SECONDS / row.claim_period_seconds)) : null
}

export function presentHolding(row: HoldingRow, now: number): HoldingView {
  const position = positionOf(row, now)
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.product_name,
    price: String(row.price),
    earningAmount: String(row.earning_amount),
    earningsCount: row.earnings_count,
    claimPeriodSeconds: row.claim_period_seconds,
    profitRule: row.profit_rule,
    payWallet: row.pay_wallet,
    purchasedAt: row.purchased_at,
    endsAt: row.ends_at,
    status: holdingStatus(row, now),
    collectedCount: row.collected_count,
    collectedAmount: String(row.collected_amount),
    receivedParts: splitText(position.receivedParts),
    dailyRevenue: holdingDailyRevenue(row),
    planProfit: String(row.earning_amount * row.earnings_count - row.price),
    receivableCount: position.receivableCount,
    receivable: String(position.receivable),
    receivableParts: splitText(position.receivableParts),
    nextDueAt: nextEarningAfter(row, row.purchased_at, now)?.dueAt ?? null,
  }
}

/** What a receive paid, and the holding as it stands right after. */
export function presentReceipt(receipt: Receipt): ReceiveReply {
  return {
    received: String(receipt.received),
    parts: splitText(receipt.parts),
    holding: presentHolding(receipt.holding, receipt.receivedAt),
  }
}
