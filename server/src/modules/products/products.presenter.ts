import {
  deriveProductTerms,
  MAX_SCHEDULE_ROWS,
  type BuyReply,
  type OpsProductRow,
  type ProductDetail,
  type ProductDisclosure,
  type ProductTermsView,
  type ProductView,
} from '@app/contracts'
import type { ProductTerms } from '../../db/schema.ts'
import { type Earning, earningsTotal, payoutSchedule, scheduleSpan } from '../income/index.ts'
import { type getUserBalances, presentBalances } from '../ledger/index.ts'

const DAY = 86_400

export interface ProductRow extends ProductTerms {
  id: number
  name: string
  overview: string
  description: string
  featured: number
}

/** The disclosure columns (migration 0015), read for a product's page and the console. */
export interface DisclosureColumns {
  issuer: string
  risks: string
  maturity: string
  early_exit: string
}

export interface Viewer {
  vipLevel: number
  /** Purchases by product id. */
  purchases: Map<number, number>
}

/** The figures a user sees, each computed from the stored terms (docs/decisions/0007-product-terms.md). */
export function presentProduct(row: ProductRow, now: number, viewer: Viewer | null): ProductView {
  const lengthSeconds = scheduleSpan(row, now)
  const terms = deriveProductTerms(
    {
      price: row.price,
      earningAmount: row.earning_amount,
      earningsCount: row.earnings_count,
      claimPeriodSeconds: row.claim_period_seconds,
    },
    lengthSeconds,
  )
  const purchased = viewer?.purchases.get(row.id) ?? 0
  const blockedBy = !viewer
    ? null
    : viewer.vipLevel < row.min_vip
      ? 'vip'
      : purchased >= row.purchase_limit
        ? 'limit'
        : null
  return {
    ...presentTerms(row),
    cycleDays: Math.ceil(lengthSeconds / DAY),
    lengthSeconds,
    returnRateBp: terms.returnBp,
    annualRateBp: terms.annualBp,
    estimatedTotal: String(terms.paidBack),
    totalRevenue: String(terms.paidBack),
    principalBack: String(terms.principalBack),
    profit: String(terms.profit),
    dailyRevenue: terms.dailyRevenue === null ? null : String(terms.dailyRevenue),
    purchased,
    blockedBy,
  }
}

/** The stored terms, as the app and the console both read them. */
function presentTerms(row: ProductRow): ProductTermsView {
  return {
    id: row.id,
    name: row.name,
    overview: row.overview,
    description: row.description,
    price: String(row.price),
    earningAmount: String(row.earning_amount),
    earningsCount: row.earnings_count,
    claimPeriodSeconds: row.claim_period_seconds,
    profitRule: row.profit_rule,
    minVip: row.min_vip,
    purchaseLimit: row.purchase_limit,
    featured: row.featured === 1,
  }
}

function presentDisclosure(row: DisclosureColumns): ProductDisclosure {
  return { issuer: row.issuer, risks: row.risks, maturity: row.maturity, earlyExit: row.early_exit }
}

export function presentProductDetail(
  row: ProductRow & DisclosureColumns,
  now: number,
  viewer: Viewer | null,
): ProductDetail {
  const schedule = payoutSchedule(row, now)
  const present = (e: Earning) => ({ index: e.index, dueAt: e.dueAt, amount: String(e.amount) })
  const last = schedule.at(-1)
  return {
    ...presentProduct(row, now, viewer),
    disclosure: presentDisclosure(row),
    schedule: schedule.slice(0, MAX_SCHEDULE_ROWS).map(present),
    scheduleTotal: earningsTotal(row),
    scheduleLast: last ? present(last) : null,
  }
}

/** A product as the console sees it: its stored terms, status and holdings, and what users see. */
export function presentOpsProduct(
  row: ProductRow & DisclosureColumns & { status: OpsProductRow['status']; sort: number },
  holdings: number,
  now: number,
): OpsProductRow {
  return {
    ...presentTerms(row),
    sort: row.sort,
    disclosure: presentDisclosure(row),
    status: row.status,
    holdings,
    view: presentProduct(row, now, null),
  }
}

export function presentPurchase(purchase: {
  holdingId: number
  balances: Awaited<ReturnType<typeof getUserBalances>>
  firstEarning: Earning | null
}): BuyReply {
  const first = purchase.firstEarning
  return {
    holdingId: purchase.holdingId,
    balances: presentBalances(purchase.balances),
    firstEarning: first && { index: first.index, dueAt: first.dueAt, amount: String(first.amount) },
  }
}
