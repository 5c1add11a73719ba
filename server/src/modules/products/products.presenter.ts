import type { ProductDetail, ProductView } from '@app/contracts'
import type { ProductTerms } from '../../db/schema.ts'
import { payoutSchedule, scheduleSpan } from '../income/schedule.ts'

const DAY = 86_400

export interface ProductRow extends ProductTerms {
  id: number
  name: string
  overview: string
  description: string
  featured: number
}

export interface Viewer {
  vipLevel: number
  /** Purchases by product id. */
  purchases: Map<number, number>
}

/** Income on one active day: earnings per time × the slots that fall in a day (at least one). */
export function dailyRevenue(terms: ProductTerms): number {
  return terms.earning_amount * Math.max(1, Math.floor(DAY / terms.claim_period_seconds))
}

/** The figures a user sees, each computed from the stored terms (docs/decisions/0007-product-terms.md). */
export function presentProduct(row: ProductRow, now: number, viewer: Viewer | null): ProductView {
  const total = row.earning_amount * row.earnings_count
  const purchased = viewer?.purchases.get(row.id) ?? 0
  const blockedBy = !viewer
    ? null
    : viewer.vipLevel < row.min_vip
      ? 'vip'
      : purchased >= row.purchase_limit
        ? 'limit'
        : null
  return {
    id: row.id,
    name: row.name,
    overview: row.overview,
    description: row.description,
    price: String(row.price),
    earningAmount: String(row.earning_amount),
    earningsCount: row.earnings_count,
    claimPeriodSeconds: row.claim_period_seconds,
    cycleDays: Math.ceil(scheduleSpan(row, now) / DAY),
    returnRateBp: Math.floor(((total - row.price) * 10_000) / row.price),
    estimatedTotal: String(total),
    totalRevenue: String(total),
    dailyRevenue: String(dailyRevenue(row)),
    minVip: row.min_vip,
    purchaseLimit: row.purchase_limit,
    profitRule: row.profit_rule,
    featured: row.featured === 1,
    purchased,
    blockedBy,
  }
}

export function presentProductDetail(row: ProductRow, now: number, viewer: Viewer | null): ProductDetail {
  return {
    ...presentProduct(row, now, viewer),
    schedule: payoutSchedule(row, now).map((e) => ({
      index: e.index,
      dueAt: e.dueAt,
      amount: String(e.amount),
    })),
  }
}
