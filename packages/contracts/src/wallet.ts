import * as z from 'zod/mini'
import type { ReceiptAccount } from './account.ts'

/** The wallets a purchase can be paid from. */
export const WALLETS = ['balance', 'revenue'] as const
export type PayWallet = (typeof WALLETS)[number]

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

/**
 * Recharge, withdrawal, receipt account, points and redemption contracts. Amounts are strings of
 * integer minor units; messages are translation keys whose English texts are the spec's words.
 */
const amountText = (requiredKey: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, requiredKey), z.regex(/^[1-9][0-9]{0,12}$/, 'validation.amountInvalid'))

export const rechargeBody = z.strictObject({
  membershipNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.membershipNumberRequired'),
      z.maxLength(32, 'validation.membershipNumberTooLong'),
    ),
  payerAccount: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.rechargeAccountRequired'),
      z.maxLength(64, 'validation.rechargeAccountTooLong'),
    ),
  amount: amountText('validation.rechargeAmountRequired'),
  channelId: z
    .number('validation.walletTypeRequired')
    .check(z.int('validation.walletTypeRequired'), z.positive('validation.walletTypeRequired')),
})

export type RechargeBody = z.infer<typeof rechargeBody>

export interface PaymentChannel {
  id: number
  /** The wallet type the user picks. */
  name: string
  companyName: string
  companyNumber: string
  enabled: boolean
  sort: number
}

export interface RechargeOptions {
  channels: PaymentChannel[]
  presets: string[]
  expiryMinutes: number
}

export type RechargeStatus = 'pending' | 'completed' | 'expired' | 'cancelled' | 'error'

export interface RechargeRow {
  id: number
  amount: string
  membershipNumber: string
  payerAccount: string
  channel: { name: string; companyName: string; companyNumber: string } | null
  status: RechargeStatus
  createdAt: number
  expiresAt: number
  decidedAt: number | null
}

export const withdrawBody = z.strictObject({
  amount: amountText('validation.withdrawAmountRequired'),
  wallet: z.enum(WALLETS, 'validation.walletRequired'),
})

export type WithdrawBody = z.infer<typeof withdrawBody>

export interface WithdrawOptions {
  feeRateBp: number
  min: string
  max: string
  dailyCount: number
  usedToday: number
  receiptAccount: ReceiptAccount | null
}

export type WithdrawalStatus = 'pending' | 'completed' | 'rejected' | 'expired'

export interface WithdrawalRow {
  id: number
  wallet: PayWallet
  amount: string
  fee: string
  feeRateBp: number
  /** What the user receives: amount − fee. */
  actual: string
  accountNumber: string
  receiverName: string
  method: string
  status: WithdrawalStatus
  reason: string
  createdAt: number
  expiresAt: number
  decidedAt: number | null
}

export interface PointRecordRow {
  id: number
  source: 'invitation' | 'redeem'
  points: string
  status: 'processing' | 'completed'
  createdAt: number
  completedAt: number | null
}

export interface PointsSummary {
  points: string
  /** Points the inviter receives when an invitee's first recharge completes. */
  inviteRewardPoints: string
}

export const paymentChannelBody = z.strictObject({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.channelNameRequired'),
      z.maxLength(64, 'validation.channelNameRequired'),
    ),
  companyName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.companyNameRequired'),
      z.maxLength(120, 'validation.companyNameRequired'),
    ),
  companyNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.companyNumberRequired'),
      z.maxLength(64, 'validation.companyNumberRequired'),
    ),
  enabled: z.boolean(),
  sort: z.number().check(z.int(), z.minimum(-1000), z.maximum(1000)),
})

export type PaymentChannelBody = z.infer<typeof paymentChannelBody>

const minorText = z.string().check(z.regex(/^(0|[1-9][0-9]{0,12})$/, 'validation.amountInvalid'))

export const moneySettingsBody = z.strictObject({
  rechargeExpiryMinutes: z
    .number()
    .check(
      z.int(),
      z.minimum(5, 'validation.rechargeExpiryRange'),
      z.maximum(7 * 24 * 60, 'validation.rechargeExpiryRange'),
    ),
  withdrawFeeBp: z
    .number()
    .check(z.int(), z.minimum(0, 'validation.feeRange'), z.maximum(5000, 'validation.feeRange')),
  withdrawMin: minorText,
  withdrawMax: minorText,
  withdrawDailyCount: z
    .number()
    .check(z.int(), z.minimum(1, 'validation.dailyCountRange'), z.maximum(100, 'validation.dailyCountRange')),
  withdrawExpiryHours: z
    .number()
    .check(
      z.int(),
      z.minimum(1, 'validation.withdrawExpiryRange'),
      z.maximum(24 * 30, 'validation.withdrawExpiryRange'),
    ),
  inviteRewardPoints: z
    .number()
    .check(z.int(), z.minimum(0, 'validation.rewardRange'), z.maximum(1_000_000, 'validation.rewardRange')),
  presets: z
    .array(z.string().check(z.regex(/^[1-9][0-9]{0,12}$/, 'validation.amountInvalid')))
    .check(z.maxLength(12, 'validation.presetsTooMany')),
})

export type MoneySettingsBody = z.infer<typeof moneySettingsBody>

export const rejectWithdrawalBody = z.strictObject({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.reasonRequired'),
      z.maxLength(200, 'validation.reasonRequired'),
    ),
})

export interface OpsRechargeRow extends RechargeRow {
  userId: number
  phone: string
}

export interface OpsWithdrawalRow extends WithdrawalRow {
  userId: number
  phone: string
}
