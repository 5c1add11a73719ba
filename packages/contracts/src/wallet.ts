import * as z from 'zod/mini'

/** A user's wallets, minor units (points are whole points). */
export const balances = z.strictObject({
  balance: z.string(),
  revenue: z.string(),
  points: z.string(),
  /** Money in pending withdrawals. */
  withdrawHold: z.string(),
})
export type Balances = z.infer<typeof balances>

export type RecordKind =
  | 'recharge'
  | 'withdraw'
  | 'withdraw_return'
  | 'withdraw_paid'
  | 'purchase'
  | 'income'
  | 'redeem'
  | 'reward'
  | 'adjustment'

export type RecordAccount = 'balance' | 'revenue' | 'points' | 'withdraw_hold'

/** One movement of one of the user's accounts (a posting), newest first. */
export interface WalletRecordRow {
  id: number
  kind: RecordKind
  account: RecordAccount
  /** Signed minor units (points for the points account). */
  amount: string
  /** The account's balance after this movement. */
  balanceAfter: string
  createdAt: number
}

/** Transaction detail (spec §3). Fields that do not apply to a kind are empty strings. */
export interface WalletRecordDetail {
  id: number
  kind: RecordKind
  amount: string
  realAmount: string
  /** Basis points. */
  feeRateBp: number
  account: RecordAccount
  receiverName: string
  receiverAccount: string
  currency: string
  paymentMethod: string
  method: string
  status: 'completed' | 'pending' | 'expired' | 'cancelled' | 'error' | 'rejected'
  createTime: number
  reference: string
}

export interface WalletSummary extends Balances {
  vipLevel: number
  /** Completed recharges so far, minor units. */
  rechargeTotal: string
  /** The next VIP level and what it needs, if any. */
  nextVip: { level: number; minRechargeTotal: string } | null
}
