import { addSplits, splitText, type PortfolioReply, type ReceiveAllReply } from '@app/contracts'
import { holdingStatus } from './holdings.presenter.ts'
import type { HoldingPosition } from './position.ts'
import type { Receipt } from './receive.service.ts'

/** A running holding as the portfolio shows it: progress, and what it pays next. */
export function presentRunning(p: HoldingPosition, now: number): PortfolioReply['running'][number] {
  const { row } = p
  return {
    id: row.id,
    productName: row.product_name,
    status: holdingStatus(row, now),
    price: String(row.price),
    invested: String(p.invested),
    planProfit: String(row.earning_amount * row.earnings_count - row.price),
    earningsCount: row.earnings_count,
    collectedCount: row.collected_count,
    receivableCount: p.receivableCount,
    receivable: String(p.receivable),
    collectedAmount: String(row.collected_amount),
    receivedParts: splitText(p.receivedParts),
    endsAt: row.ends_at,
    nextDueAt: p.next?.dueAt ?? null,
    nextAmount: p.next ? String(p.next.amount) : null,
  }
}

/** What Receive all paid: the total, and one line per holding (each its own ledger entry). */
export function presentReceiveAll(receipts: Receipt[]): ReceiveAllReply {
  const parts = addSplits(receipts.map((r) => r.parts))
  return {
    received: String(parts.received),
    parts: splitText(parts),
    holdings: receipts.map((r) => ({
      id: r.holding.id,
      productName: r.holding.product_name,
      received: String(r.received),
      parts: splitText(r.parts),
    })),
  }
}
