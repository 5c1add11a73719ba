import type { PayWallet } from './wallet.ts'

/** Holdings (what a purchase bought), their income, and receiving it. */
export const HOLDING_FILTERS = ['all', 'running', 'expired', 'frozen'] as const
export type HoldingFilter = (typeof HOLDING_FILTERS)[number]
export type HoldingStatus = 'running' | 'expired' | 'frozen'

export interface HoldingView {
  id: number
  productId: number
  productName: string
  price: string
  earningAmount: string
  earningsCount: number
  claimPeriodSeconds: number
  profitRule: string
  payWallet: PayWallet
  purchasedAt: number
  /** When the last earning falls due. */
  endsAt: number
  status: HoldingStatus
  collectedCount: number
  /** Total revenue received so far. */
  collectedAmount: string
  dailyRevenue: string
  /** Earnings due now and not yet received. */
  receivableCount: number
  receivable: string
  /** The next earning not yet due, if any. */
  nextDueAt: number | null
}

export interface ReceiveReply {
  received: string
  holding: HoldingView
}

export interface EarningRow {
  id: number
  holdingId: number
  productName: string
  index: number
  amount: string
  dueAt: number
  collectedAt: number
}
