import * as z from 'zod/mini'
import { RECEIPT_ACCOUNT_DIGITS } from './constants.ts'
import { WALLETS, type PayWallet } from './products.ts'

/**
 * Recharge, withdrawal, receipt account, points and redemption contracts. Amounts are strings of
 * integer minor units; messages are translation keys whose English texts are the spec's words.
 */
const amountText = (requiredKey: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, requiredKey), z.regex(/^[1-9][0-9]{0,12}$/, 'validation.amountInvalid'))

export const receiptAccountBody = z.strictObject({
  accountNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.accountNumberRequired'),
      z.regex(new RegExp(`^[0-9]{${RECEIPT_ACCOUNT_DIGITS}}$`), 'validation.accountNumberDigits'),
    ),
  receiverName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.receiverNameRequired'),
      z.maxLength(64, 'validation.receiverNameTooLong'),
    ),
  method: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.methodRequired'),
      z.maxLength(64, 'validation.methodTooLong'),
    ),
})
export type ReceiptAccountBody = z.infer<typeof receiptAccountBody>
export type ReceiptAccount = ReceiptAccountBody & { updatedAt: number }

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

export const redeemBody = z.strictObject({
  code: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.redemptionCodeRequired'), z.maxLength(32, 'redeem.invalid')),
})
export type RedeemBody = z.infer<typeof redeemBody>

export interface RedeemReply {
  reward: 'balance' | 'points'
  amount: string
}

/* ---- console ---- */

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

export const createRedemptionCodesBody = z.strictObject({
  count: z
    .number()
    .check(z.int(), z.minimum(1, 'validation.countRange'), z.maximum(100, 'validation.countRange')),
  reward: z.enum(['balance', 'points']),
  amount: z.string().check(z.regex(/^[1-9][0-9]{0,12}$/, 'validation.amountInvalid')),
  maxUses: z
    .number()
    .check(z.int(), z.minimum(1, 'validation.maxUsesRange'), z.maximum(10_000, 'validation.maxUsesRange')),
  perUserLimit: z
    .number()
    .check(z.int(), z.minimum(1, 'validation.perUserRange'), z.maximum(100, 'validation.perUserRange')),
  /** Unix seconds. */
  expiresAt: z.number().check(z.int(), z.positive()),
  note: z.string().check(z.maxLength(120, 'validation.noteTooLong')),
})
export type CreateRedemptionCodesBody = z.infer<typeof createRedemptionCodesBody>

export interface RedemptionCodeRow {
  code: string
  reward: 'balance' | 'points'
  amount: string
  maxUses: number
  uses: number
  perUserLimit: number
  expiresAt: number
  note: string
  createdBy: string
  createdAt: number
}

export const rejectWithdrawalBody = z.strictObject({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.reasonRequired'),
      z.maxLength(200, 'validation.reasonRequired'),
    ),
})

/** A user as the console sees them. */
export interface OpsUserView {
  id: number
  phone: string
  nickname: string
  invitationCode: string
  inviterId: number | null
  frozen: boolean
  vipLevel: number
  createdAt: number
  balances: { balance: string; revenue: string; points: string; withdrawHold: string }
  receiptAccount: ReceiptAccount | null
}

export interface OpsLedgerEntryRow {
  id: number
  kind: string
  reference: string
  actor: string
  reason: string
  createdAt: number
  postings: { account: string; amount: string }[]
}

export interface OpsRechargeRow extends RechargeRow {
  userId: number
  phone: string
}

export interface OpsWithdrawalRow extends WithdrawalRow {
  userId: number
  phone: string
}
