import * as z from 'zod/mini'
import { endpoint } from './endpoint.ts'
import { incomeSplit } from './income.ts'
import { cursorQuery, idParams, pageOf } from './paging.ts'
import { RECORD_KINDS, RECORD_STATUSES } from './wallet.ts'

/**
 * The activity feed: one line per thing that happened to the user's money (a purchase, a payout, a
 * recharge credited, a withdrawal…), not one per account movement. A withdrawal is one line from
 * request to payout or return; the hold account money waits in is never shown. Amounts are strings
 * of signed integer minor units (points whole points).
 */

const minor = z.string()

/** A step of an event's life, taken from the stored transitions, oldest first. */
export const ACTIVITY_STEPS = ['requested', 'completed', 'paid', 'rejected', 'expired', 'cancelled'] as const
export type ActivityStep = (typeof ACTIVITY_STEPS)[number]

/** The user's wallets an event can move: balance and revenue (money), and points. */
export const EVENT_WALLETS = ['balance', 'revenue', 'points'] as const
export type EventWallet = (typeof EVENT_WALLETS)[number]

export const activityRow = z.strictObject({
  /** The journal entry that began the event. */
  id: z.number(),
  kind: z.enum(RECORD_KINDS),
  /**
   * What the event moved in or out of the user's money (balance and revenue), signed. A withdrawal
   * shows what it asked for; a rejected, expired or cancelled one gave it back (its status says so).
   */
  amount: minor,
  /** Points it moved, signed ('0' when none). */
  points: minor,
  status: z.enum(RECORD_STATUSES),
  /** A withdrawal's fee; null for anything else. */
  fee: z.nullable(minor),
  /** Where a withdrawal goes, the account number masked (`Bank ••7890`); null for anything else. */
  destination: z.nullable(z.string()),
  createdAt: z.number(),
  /** The wallet the event moved money in or out of (points when it moved only points); null when it moved two. */
  wallet: z.nullable(z.enum(EVENT_WALLETS)),
  /** The product bought, or whose earnings were received; null for anything else. */
  productName: z.nullable(z.string()),
  /** Earnings received: which of them (1-based, first and last) and what was money back and profit. */
  earnings: z.nullable(z.strictObject({ first: z.number(), last: z.number(), parts: incomeSplit })),
})
export type ActivityRow = z.infer<typeof activityRow>

export const activityDetail = z.extend(activityRow, {
  /** What reaches the receipt account (a withdrawal: amount less fee), unsigned. */
  realAmount: minor,
  /** Fee rate in basis points (100 = 1 %). */
  feeRateBp: z.number(),
  receiverName: z.string(),
  /** Masked: the last four digits only. */
  receiverAccount: z.string(),
  currency: z.string(),
  paymentMethod: z.string(),
  /** The bank's transaction id an operator entered when confirming or paying. */
  bankReference: z.nullable(z.string()),
  timeline: z.array(z.strictObject({ step: z.enum(ACTIVITY_STEPS), at: z.number() })),
  /** The withdrawal behind the event (its user may cancel it while it is pending); null for anything else. */
  withdrawalId: z.nullable(z.number()),
})
export type ActivityDetail = z.infer<typeof activityDetail>

export const WALLET_ACTIVITY = endpoint({
  id: 'wallet.activity',
  method: 'GET',
  path: '/api/wallet/activity',
  access: 'user',
  summary: "The user's money events, one line each (a withdrawal is one line), newest first.",
  query: cursorQuery,
  reply: pageOf(activityRow),
})

export const WALLET_ACTIVITY_DETAIL = endpoint({
  id: 'wallet.activityDetail',
  method: 'GET',
  path: '/api/wallet/activity/:id',
  access: 'user',
  summary: 'One money event with its fee, destination, bank reference and the steps it went through.',
  params: idParams,
  reply: activityDetail,
})
