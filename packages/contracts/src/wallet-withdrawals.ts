import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { MAX_PASSWORD_LENGTH } from './constants.ts'
import { endpoint } from './endpoint.ts'
import { operatorReasonBody } from './ledger.ts'
import { checkedDateRange, cursorQuery, dateRangeQuery, idParams, pageOf } from './paging.ts'
import { amountText, deciders, moneyDecisionBody } from './wallet-recharges.ts'
import { WALLETS } from './wallet.ts'

/**
 * Withdrawals: the amount moves from a wallet into the hold when the user asks (with their
 * password), and an operator pays it out to the receipt account (the fee to the platform) or
 * rejects it; while it is pending its user may cancel it, and past its time it expires (in both
 * cases the money returns). The fee rule is `withdrawalFee` in `money.ts`, shared by the server and
 * the app.
 */

/** A non-negative amount in minor units, as the app showed it. */
const shownAmount = z
  .string('validation.amountInvalid')
  .check(z.trim(), z.regex(/^(0|[1-9][0-9]{0,12})$/, 'validation.amountInvalid'))

export const withdrawBody = z.strictObject({
  amount: amountText('validation.withdrawAmountRequired'),
  wallet: z.enum(WALLETS, 'validation.walletRequired'),
  /** The fee the user was shown; a different fee now (the rate changed) is refused with 409. */
  expectedFee: shownAmount,
  /** What the user was shown they would receive (amount − fee); refused with 409 when it differs. */
  expectedActual: shownAmount,
  /**
   * The user's current password, asked when they confirm: money leaves, so a session alone cannot
   * send it. Checked before anything else, and never part of the request the key remembers.
   */
  password: z
    .string('validation.passwordRequired')
    .check(
      z.minLength(1, 'validation.passwordRequired'),
      z.maxLength(MAX_PASSWORD_LENGTH, 'validation.passwordTooLong'),
    ),
})
export type WithdrawBody = z.infer<typeof withdrawBody>

export const withdrawOptions = z.strictObject({
  /** Basis points. */
  feeRateBp: z.number(),
  min: z.string(),
  max: z.string(),
  dailyCount: z.number(),
  usedToday: z.number(),
  /** Where the money goes; null until the user adds one. */
  receiptAccount: z.nullable(
    z.strictObject({
      accountNumber: z.string(),
      receiverName: z.string(),
      method: z.string(),
      updatedAt: z.number(),
      changedAt: z.nullable(z.number()),
      /** While a change's or a reset's cool-down runs, when withdrawals are possible again; else null. */
      withdrawableFrom: z.nullable(z.number()),
      /** When the password was reset, while its cool-down is the one withdrawals wait for; else null. */
      passwordResetAt: z.nullable(z.number()),
      coolDownHours: z.number(),
    }),
  ),
})
export type WithdrawOptions = z.infer<typeof withdrawOptions>

/** `cancelled`: its user took it back while it was pending. */
export const WITHDRAWAL_STATUSES = ['pending', 'completed', 'rejected', 'expired', 'cancelled'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]

export const withdrawalRow = z.strictObject({
  id: z.number(),
  wallet: z.enum(WALLETS),
  amount: z.string(),
  fee: z.string(),
  feeRateBp: z.number(),
  /** What the user receives: amount − fee. */
  actual: z.string(),
  accountNumber: z.string(),
  receiverName: z.string(),
  method: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  decidedAt: z.nullable(z.number()),
  /** The bank's transaction id the operator entered on completing; null unless completed. */
  bankReference: z.nullable(z.string()),
})
export type WithdrawalRow = z.infer<typeof withdrawalRow>

/** A withdrawal in the console's queue, with the user who asked for it and who decided it. */
export const opsWithdrawalRow = z.extend(withdrawalRow, {
  userId: z.number(),
  phone: z.string(),
  /** The user's nickname, as the console names them ("Demo User · #6"). */
  nickname: z.string(),
  ...deciders,
  /** When the user last changed their receipt account before asking (Unix seconds); null if never. */
  receiptChangedAt: z.nullable(z.number()),
})
export type OpsWithdrawalRow = z.infer<typeof opsWithdrawalRow>

/** The queue's header: the pending withdrawals, whose sum equals the holds (docs/money.md I7). */
export const withdrawalSummary = z.strictObject({
  pending: z.number(),
  /** Minor units. */
  pendingAmount: z.string(),
})
export type WithdrawalSummary = z.infer<typeof withdrawalSummary>

/** Why a withdrawal is refused: the user reads it, and the audit log keeps it. */
export const rejectWithdrawalBody = operatorReasonBody
export type RejectWithdrawalBody = z.infer<typeof rejectWithdrawalBody>

// The app's endpoints.

export const WALLET_WITHDRAW_OPTIONS = endpoint({
  id: 'wallet.withdrawOptions',
  method: 'GET',
  path: '/api/wallet/withdraw-options',
  access: 'user',
  summary: 'Fee rate, minimum, maximum, daily count and use, and the receipt account the money goes to.',
  reply: withdrawOptions,
})

export const WALLET_CREATE_WITHDRAWAL = endpoint({
  id: 'wallet.createWithdrawal',
  method: 'POST',
  path: '/api/withdrawals',
  access: 'user',
  summary:
    "Asks to withdraw to the receipt account, confirmed with the user's password: the amount moves from the wallet into the hold. A missing or wrong password is refused with 400 (every attempt counted with the password changes, 429 past the limit) and never kept as the key's answer. Refused with 409 during the cool-down after a receipt-account change, or when the fee differs from the one shown.",
  body: withdrawBody,
  reply: withdrawalRow,
  idempotent: true,
  message: 'wallet.withdrawSubmitted',
})

export const WALLET_CANCEL_WITHDRAWAL = endpoint({
  id: 'wallet.cancelWithdrawal',
  method: 'POST',
  path: '/api/withdrawals/:id/cancel',
  access: 'user',
  summary:
    "Cancels the caller's pending withdrawal: the held amount returns to the wallet it came from, once, whoever races for it (an operator's decision or the expiry). Another user's withdrawal is 404; one no longer pending is 409.",
  params: idParams,
  reply: withdrawalRow,
  idempotent: true,
  message: 'wallet.withdrawalCancelled',
})

export const WALLET_LIST_WITHDRAWALS = endpoint({
  id: 'wallet.listWithdrawals',
  method: 'GET',
  path: '/api/withdrawals',
  access: 'user',
  summary: "The user's withdrawals, newest first.",
  query: cursorQuery,
  reply: pageOf(withdrawalRow),
})

// The console's endpoints.

export const WALLET_OPS_WITHDRAWAL_SUMMARY = endpoint({
  id: 'wallet.opsWithdrawalSummary',
  method: 'GET',
  path: '/api/ops/withdrawals/summary',
  access: operatorsOf('admin', 'finance'),
  summary: 'How many withdrawals are pending and their sum.',
  reply: withdrawalSummary,
})

export const WALLET_OPS_COMPLETE_WITHDRAWAL = endpoint({
  id: 'wallet.opsCompleteWithdrawal',
  method: 'POST',
  path: '/api/ops/withdrawals/:id/complete',
  access: operatorsOf('admin', 'finance'),
  summary:
    "Pays a pending withdrawal out of the hold, the fee to the platform, once, keeping the bank's transaction reference. Above the approval cap the first operator's complete asks a second operator (409); the first one's reference is the one kept.",
  params: idParams,
  body: moneyDecisionBody,
  reply: withdrawalRow,
})

export const WALLET_OPS_REJECT_WITHDRAWAL = endpoint({
  id: 'wallet.opsRejectWithdrawal',
  method: 'POST',
  path: '/api/ops/withdrawals/:id/reject',
  access: operatorsOf('admin', 'finance'),
  summary: 'Rejects a pending withdrawal with a reason; the money returns to its wallet, once.',
  params: idParams,
  body: rejectWithdrawalBody,
  reply: withdrawalRow,
})

export const WALLET_OPS_EXPORT_WITHDRAWALS = endpoint({
  id: 'wallet.opsExportWithdrawals',
  method: 'GET',
  path: '/api/ops/withdrawals/export',
  access: operatorsOf('admin', 'finance'),
  summary:
    'The withdrawals asked for in a date range (`from` inclusive, `to` exclusive, Unix seconds; dates written in `tz`) as a CSV file (UTF-8 with a byte order mark), oldest first, streamed. Recorded in the audit log.',
  query: checkedDateRange(dateRangeQuery),
  reply: z.string(),
  envelope: false,
})
