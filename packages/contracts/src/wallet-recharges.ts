import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'
import { checkedDateRange, cursorQuery, dateRangeQuery, idParams, pageOf } from './paging.ts'

/**
 * Recharges: the user pays a payment channel's company outside the app and records it here; an
 * operator confirms it (the balance is credited then) or marks it as an error. Amounts are strings
 * of integer minor units; messages are translation keys whose English texts are the spec's words.
 */

/** An amount the user enters, in minor units. */
export const amountText = (requiredKey: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, requiredKey), z.regex(/^[1-9][0-9]{0,12}$/, 'validation.amountInvalid'))

/**
 * The bank's transaction id an operator copies from the payment when confirming a recharge or
 * completing a withdrawal: trimmed, 3 to 64 letters, digits, spaces and `-_./:#`. Kept with the
 * decision and shown to the user.
 */
export const bankReference = z
  .string('validation.bankReferenceInvalid')
  .check(z.trim(), z.regex(/^[A-Za-z0-9 \-_./:#]{3,64}$/, 'validation.bankReferenceInvalid'))

/** What confirming a recharge or completing a withdrawal takes: the bank's reference. */
export const moneyDecisionBody = z.strictObject({ reference: bankReference })
export type MoneyDecisionBody = z.infer<typeof moneyDecisionBody>

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

export const paymentChannel = z.strictObject({
  id: z.number(),
  /** The wallet type the user picks. */
  name: z.string(),
  companyName: z.string(),
  companyNumber: z.string(),
  enabled: z.boolean(),
  sort: z.number(),
})
export type PaymentChannel = z.infer<typeof paymentChannel>

export const rechargeOptions = z.strictObject({
  channels: z.array(paymentChannel),
  /** Amount presets, minor units. */
  presets: z.array(z.string()),
  expiryMinutes: z.number(),
})
export type RechargeOptions = z.infer<typeof rechargeOptions>

/**
 * The reference the user writes in their transfer's note so an operator can match the payment to
 * its request: `R` and the recharge's id, at least six digits (`R000042`). Unique because the id
 * is; digits only, so no letter can be misread as a digit.
 */
export const paymentReference = (id: number) => `R${String(id).padStart(6, '0')}`

export const RECHARGE_STATUSES = ['pending', 'completed', 'expired', 'cancelled', 'error'] as const
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number]

export const rechargeRow = z.strictObject({
  id: z.number(),
  amount: z.string(),
  membershipNumber: z.string(),
  payerAccount: z.string(),
  /** The company the user pays; null when the channel is gone. */
  channel: z.nullable(
    z.strictObject({ name: z.string(), companyName: z.string(), companyNumber: z.string() }),
  ),
  /** A pending recharge past its time reads as expired even before the sweeper marks it. */
  status: z.enum(RECHARGE_STATUSES),
  createdAt: z.number(),
  expiresAt: z.number(),
  decidedAt: z.nullable(z.number()),
  /** The bank's transaction id the operator entered on confirming; null until then. */
  bankReference: z.nullable(z.string()),
  /** What the user writes in the transfer's note: `paymentReference(id)`. */
  paymentReference: z.string(),
})
export type RechargeRow = z.infer<typeof rechargeRow>

/** Who decided a recharge or a withdrawal in the console, on its row. */
export const deciders = {
  /** The username of the operator who decided it; null while pending or when the user or time did. */
  decidedBy: z.nullable(z.string()),
  /**
   * Above the approval cap, the username of the first operator, who asked (on a pending row too,
   * while the second operator's approval waits); else null.
   */
  requestedBy: z.nullable(z.string()),
}

/** A recharge in the console's queue, with the user who made it and who decided it. */
export const opsRechargeRow = z.extend(rechargeRow, {
  userId: z.number(),
  phone: z.string(),
  /** The user's nickname, as the console names them ("Demo User · #6"). */
  nickname: z.string(),
  ...deciders,
})
export type OpsRechargeRow = z.infer<typeof opsRechargeRow>

// The app's endpoints.

export const WALLET_RECHARGE_OPTIONS = endpoint({
  id: 'wallet.rechargeOptions',
  method: 'GET',
  path: '/api/wallet/recharge-options',
  access: 'user',
  summary: 'Wallet types (payment channels with the company to pay), amount presets and the expiry.',
  reply: rechargeOptions,
})

export const WALLET_CREATE_RECHARGE = endpoint({
  id: 'wallet.createRecharge',
  method: 'POST',
  path: '/api/recharges',
  access: 'user',
  summary: 'Records a pending recharge to a channel; the balance is credited when an operator confirms it.',
  body: rechargeBody,
  reply: rechargeRow,
  idempotent: true,
  message: 'wallet.rechargeSubmitted',
})

export const WALLET_LIST_RECHARGES = endpoint({
  id: 'wallet.listRecharges',
  method: 'GET',
  path: '/api/recharges',
  access: 'user',
  summary: "The user's recharges, newest first.",
  query: cursorQuery,
  reply: pageOf(rechargeRow),
})

export const WALLET_CANCEL_RECHARGE = endpoint({
  id: 'wallet.cancelRecharge',
  method: 'POST',
  path: '/api/recharges/:id/cancel',
  access: 'user',
  summary: 'Cancels a pending recharge the user no longer means to pay; no money has moved.',
  params: idParams,
  reply: z.null(),
})

// The console's endpoints.

export const WALLET_OPS_CONFIRM_RECHARGE = endpoint({
  id: 'wallet.opsConfirmRecharge',
  method: 'POST',
  path: '/api/ops/recharges/:id/confirm',
  access: operatorsOf('admin', 'finance'),
  summary:
    "Confirms that a pending recharge's money arrived and credits the balance, once, keeping the bank's transaction reference. Above the approval cap the first operator's confirm asks a second operator (409); the first one's reference is the one kept.",
  params: idParams,
  body: moneyDecisionBody,
  reply: z.null(),
})

export const WALLET_OPS_MARK_RECHARGE_ERROR = endpoint({
  id: 'wallet.opsMarkRechargeError',
  method: 'POST',
  path: '/api/ops/recharges/:id/error',
  access: operatorsOf('admin', 'finance'),
  summary: 'Marks a pending recharge that never arrived (or was wrong) as Error; no money moves.',
  params: idParams,
  reply: z.null(),
})

export const WALLET_OPS_EXPORT_RECHARGES = endpoint({
  id: 'wallet.opsExportRecharges',
  method: 'GET',
  path: '/api/ops/recharges/export',
  access: operatorsOf('admin', 'finance'),
  summary:
    'The recharges made in a date range (`from` inclusive, `to` exclusive, Unix seconds; dates written in `tz`) as a CSV file (UTF-8 with a byte order mark), oldest first, streamed. Recorded in the audit log.',
  query: checkedDateRange(dateRangeQuery),
  reply: z.string(),
  envelope: false,
})
