import * as z from 'zod/mini'
import { endpoint } from './endpoint.ts'
import { cursorQuery, idParams, lenient, pageOf } from './paging.ts'

/**
 * The wallet: a user's balances, every movement of their accounts, and their points. Amounts are
 * strings of integer minor units (points are whole points). Recharges, withdrawals and the
 * console's money settings are declared in `wallet-recharges.ts`, `wallet-withdrawals.ts` and
 * `wallet-settings.ts`.
 */

/** Minor units as a decimal string (signed where money can go both ways). */
const minor = z.string()

/** The wallets a purchase can be paid from. */
export const WALLETS = ['balance', 'revenue'] as const
export type PayWallet = (typeof WALLETS)[number]

/** A user's wallets, minor units (points are whole points). */
export const balances = z.strictObject({
  balance: minor,
  revenue: minor,
  points: minor,
  /** Money in pending withdrawals. */
  withdrawHold: minor,
})
export type Balances = z.infer<typeof balances>

/** What a journal entry was for. */
export const RECORD_KINDS = [
  'recharge',
  'withdraw',
  'withdraw_return',
  'withdraw_paid',
  'purchase',
  'income',
  'redeem',
  'reward',
  'adjustment',
] as const
export type RecordKind = (typeof RECORD_KINDS)[number]

/** A user's ledger accounts. */
export const RECORD_ACCOUNTS = ['balance', 'revenue', 'points', 'withdraw_hold'] as const
export type RecordAccount = (typeof RECORD_ACCOUNTS)[number]

/** One movement of one of the user's accounts (a posting), newest first. */
export const walletRecordRow = z.strictObject({
  id: z.number(),
  kind: z.enum(RECORD_KINDS),
  account: z.enum(RECORD_ACCOUNTS),
  /** Signed minor units (points for the points account). */
  amount: minor,
  /** The account's balance after this movement. */
  balanceAfter: minor,
  createdAt: z.number(),
})
export type WalletRecordRow = z.infer<typeof walletRecordRow>

export const RECORD_STATUSES = ['completed', 'pending', 'expired', 'cancelled', 'error', 'rejected'] as const

/** Transaction detail (spec §3). Fields that do not apply to a kind are empty strings. */
export const walletRecordDetail = z.strictObject({
  id: z.number(),
  kind: z.enum(RECORD_KINDS),
  amount: minor,
  realAmount: minor,
  /** Basis points. */
  feeRateBp: z.number(),
  account: z.enum(RECORD_ACCOUNTS),
  receiverName: z.string(),
  receiverAccount: z.string(),
  currency: z.string(),
  paymentMethod: z.string(),
  method: z.string(),
  status: z.enum(RECORD_STATUSES),
  createTime: z.number(),
  /**
   * The bank's transaction id the operator entered when confirming the recharge or completing the
   * withdrawal behind this movement; null otherwise. The ledger's own references stay internal.
   */
  bankReference: z.nullable(z.string()),
})
export type WalletRecordDetail = z.infer<typeof walletRecordDetail>

export const walletSummary = z.extend(balances, {
  vipLevel: z.number(),
  /** Completed recharges so far, minor units. */
  rechargeTotal: minor,
  /** The next VIP level and what it needs, if any. */
  nextVip: z.nullable(z.strictObject({ level: z.number(), minRechargeTotal: minor })),
})
export type WalletSummary = z.infer<typeof walletSummary>

export const pointRecordRow = z.strictObject({
  id: z.number(),
  source: z.enum(['invitation', 'redeem']),
  points: z.string(),
  status: z.enum(['processing', 'completed']),
  createdAt: z.number(),
  completedAt: z.nullable(z.number()),
})
export type PointRecordRow = z.infer<typeof pointRecordRow>

export const pointsSummary = z.strictObject({
  points: z.string(),
  /** Points the inviter receives when an invitee's first recharge completes. */
  inviteRewardPoints: z.string(),
})
export type PointsSummary = z.infer<typeof pointsSummary>

export const WALLET_SUMMARY = endpoint({
  id: 'wallet.summary',
  method: 'GET',
  path: '/api/wallet',
  access: 'user',
  summary: 'Balances, VIP level, completed recharges and what the next VIP level needs.',
  reply: walletSummary,
})

export const WALLET_RECORDS = endpoint({
  id: 'wallet.records',
  method: 'GET',
  path: '/api/wallet/records',
  access: 'user',
  summary: "Every movement of the user's accounts, newest first; `account` narrows to one of them.",
  query: z.extend(cursorQuery, { account: lenient(z.enum(RECORD_ACCOUNTS)) }),
  reply: pageOf(walletRecordRow),
})

export const WALLET_RECORD = endpoint({
  id: 'wallet.record',
  method: 'GET',
  path: '/api/wallet/records/:id',
  access: 'user',
  summary: 'One movement with the recharge or withdrawal behind it: receiver, method, fee and status.',
  params: idParams,
  reply: walletRecordDetail,
})

export const WALLET_POINTS = endpoint({
  id: 'wallet.points',
  method: 'GET',
  path: '/api/points',
  access: 'user',
  summary: 'The points balance and the invitation reward rule.',
  reply: pointsSummary,
})

export const WALLET_POINT_RECORDS = endpoint({
  id: 'wallet.pointRecords',
  method: 'GET',
  path: '/api/points/records',
  access: 'user',
  summary: 'Point records (invitation rewards and redeemed points), Processing or Completed, newest first.',
  query: cursorQuery,
  reply: pageOf(pointRecordRow),
})
