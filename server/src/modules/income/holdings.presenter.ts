import type { HoldingStatus, HoldingView, ReceiveReply } from '@app/contracts'
import type { HoldingRow } from './holdings.repo.ts'
import type { Receipt } from './receive.service.ts'
import { dailyRevenue, earningsDueBy, nextEarningAfter } from './schedule.ts'

/** Frozen by an operator, else expired once its last earning has fallen due, else running. */
export function holdingStatus(row: Pick<HoldingRow, 'frozen' | 'ends_at'>, now: number): HoldingStatus {
  if (row.frozen) return 'frozen'
  return row.ends_at <= now ? 'expired' : 'running'
}

export function presentHolding(row: HoldingRow, now: number): HoldingView {
  const due = earningsDueBy(row, row.purchased_at, now)
  const receivable = due.slice(row.collected_count)
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
    dailyRevenue: String(dailyRevenue(row)),
    receivableCount: row.frozen ? 0 : receivable.length,
    receivable: String(row.frozen ? 0 : receivable.reduce((sum, e) => sum + e.amount, 0)),
    nextDueAt: nextEarningAfter(row, row.purchased_at, now)?.dueAt ?? null,
  }
}

/** What a receive paid, and the holding as it stands right after. */
export function presentReceipt(receipt: Receipt): ReceiveReply {
  return { received: String(receipt.received), holding: presentHolding(receipt.holding, receipt.receivedAt) }
}
