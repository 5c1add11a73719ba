import * as z from 'zod/mini'
import { anyOperator, operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'
import { cursorQuery, idParams, lenient, pageOf } from './paging.ts'
import { WALLETS } from './wallet.ts'

/** Holdings (what a purchase bought), their income, and receiving it. Amounts are minor-unit strings. */
export const HOLDING_FILTERS = ['all', 'running', 'expired', 'frozen'] as const
export type HoldingFilter = (typeof HOLDING_FILTERS)[number]

/** Frozen by an operator, else expired once its last earning has fallen due, else running. */
export const HOLDING_STATUSES = ['running', 'expired', 'frozen'] as const
export type HoldingStatus = (typeof HOLDING_STATUSES)[number]

/**
 * An amount of earnings and what of it is the holder's own money coming back (`principal`) and what
 * is profit, split pro rata by `income-split.ts` (docs/decisions/0053); minor-unit strings.
 */
export const incomeSplit = z.strictObject({
  /** The whole amount: principal + profit. */
  received: z.string(),
  /** The part that returns the price: the holder's own money back. */
  principal: z.string(),
  /** What the earnings bring beyond the price (negative: a loss). */
  profit: z.string(),
})
export type IncomeSplitView = z.infer<typeof incomeSplit>

export const holdingView = z.strictObject({
  id: z.number(),
  productId: z.number(),
  productName: z.string(),
  price: z.string(),
  earningAmount: z.string(),
  earningsCount: z.number(),
  claimPeriodSeconds: z.number(),
  profitRule: z.string(),
  payWallet: z.enum(WALLETS),
  purchasedAt: z.number(),
  /** When the last earning falls due. */
  endsAt: z.number(),
  status: z.enum(HOLDING_STATUSES),
  collectedCount: z.number(),
  /** Total revenue received so far. */
  collectedAmount: z.string(),
  /** What was received so far (`collectedAmount`), split into money back and profit. */
  receivedParts: incomeSplit,
  /**
   * What one active day pays, the holder's money back included, only for a plan that runs whole days
   * (the product's own rule, products-terms.ts); null otherwise.
   */
  dailyRevenue: z.nullable(z.string()),
  /** What the whole plan earns beyond its price: every earning's profit added up (negative: a loss). */
  planProfit: z.string(),
  /** Earnings due now and not yet received. */
  receivableCount: z.number(),
  receivable: z.string(),
  /** What is receivable now (`receivable`), split into money back and profit. */
  receivableParts: incomeSplit,
  /** The next earning not yet due, if any. */
  nextDueAt: z.nullable(z.number()),
})
export type HoldingView = z.infer<typeof holdingView>

export const receiveReply = z.strictObject({
  received: z.string(),
  /** What this receipt paid (`received`), split into money back and profit. */
  parts: incomeSplit,
  holding: holdingView,
})
export type ReceiveReply = z.infer<typeof receiveReply>

/**
 * One receipt of earnings: the earnings of one holding received together (a Receive, or one holding's
 * line of a Receive all), with what they came to and what of it was money back and profit. A plan
 * paying every two minutes pays hundreds of earnings a day; a line each would bury the list.
 */
export const earningReceiptRow = z.strictObject({
  /** The ledger entry that paid them (the cursor of the list). */
  id: z.number(),
  holdingId: z.number(),
  productName: z.string(),
  /** The first and last earning received (1-based), and how many. */
  firstIndex: z.number(),
  lastIndex: z.number(),
  count: z.number(),
  parts: incomeSplit,
  /** When the first and the last of them fell due. */
  firstDueAt: z.number(),
  lastDueAt: z.number(),
  receivedAt: z.number(),
})
export type EarningReceiptRow = z.infer<typeof earningReceiptRow>

// The app's endpoints.

export const INCOME_LIST_HOLDINGS = endpoint({
  id: 'income.listHoldings',
  method: 'GET',
  path: '/api/holdings',
  access: 'user',
  summary: 'My products, newest first, filtered by all, running, expired or frozen; keyset-paged.',
  query: z.extend(cursorQuery, { filter: lenient(z.enum(HOLDING_FILTERS)) }),
  reply: pageOf(holdingView),
})

export const INCOME_RECEIVE = endpoint({
  id: 'income.receive',
  method: 'POST',
  path: '/api/holdings/:id/receive',
  access: 'user',
  summary: 'Receives every earning of a holding that is due and not yet received into the revenue wallet.',
  params: idParams,
  reply: receiveReply,
  idempotent: true,
  message: 'income.received',
})

export const INCOME_LIST_EARNINGS = endpoint({
  id: 'income.listEarnings',
  method: 'GET',
  path: '/api/earnings',
  access: 'user',
  summary:
    'Earning records: every receipt of earnings (one holding, received together), newest first, with money back and profit apart; keyset-paged.',
  query: cursorQuery,
  reply: pageOf(earningReceiptRow),
})

// The console's endpoints.

export const INCOME_OPS_LIST_USER_HOLDINGS = endpoint({
  id: 'income.opsListUserHoldings',
  method: 'GET',
  path: '/api/ops/users/:id/holdings',
  access: anyOperator,
  summary: "A user's holdings, newest first (the latest 200).",
  params: idParams,
  reply: z.array(holdingView),
})

export const INCOME_OPS_FREEZE_HOLDING = endpoint({
  id: 'income.opsFreezeHolding',
  method: 'POST',
  path: '/api/ops/holdings/:id/freeze',
  access: operatorsOf('admin', 'finance'),
  summary: 'Freezes a holding: it pays nothing until it is unfrozen.',
  params: idParams,
  reply: holdingView,
})

export const INCOME_OPS_UNFREEZE_HOLDING = endpoint({
  id: 'income.opsUnfreezeHolding',
  method: 'POST',
  path: '/api/ops/holdings/:id/unfreeze',
  access: operatorsOf('admin', 'finance'),
  summary: 'Unfreezes a holding: its earnings can be received again.',
  params: idParams,
  reply: holdingView,
})
