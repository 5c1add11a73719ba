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
  dailyRevenue: z.string(),
  /** Earnings due now and not yet received. */
  receivableCount: z.number(),
  receivable: z.string(),
  /** The next earning not yet due, if any. */
  nextDueAt: z.nullable(z.number()),
})
export type HoldingView = z.infer<typeof holdingView>

export const receiveReply = z.strictObject({
  received: z.string(),
  holding: holdingView,
})
export type ReceiveReply = z.infer<typeof receiveReply>

export const earningRow = z.strictObject({
  id: z.number(),
  holdingId: z.number(),
  productName: z.string(),
  index: z.number(),
  amount: z.string(),
  dueAt: z.number(),
  collectedAt: z.number(),
})
export type EarningRow = z.infer<typeof earningRow>

// The app's endpoints.

export const listHoldings = endpoint({
  id: 'income.listHoldings',
  method: 'GET',
  path: '/api/holdings',
  access: 'user',
  summary: 'My products, newest first, filtered by all, running, expired or frozen; keyset-paged.',
  query: z.extend(cursorQuery, { filter: lenient(z.enum(HOLDING_FILTERS)) }),
  reply: pageOf(holdingView),
})

export const receiveIncome = endpoint({
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

export const listEarnings = endpoint({
  id: 'income.listEarnings',
  method: 'GET',
  path: '/api/earnings',
  access: 'user',
  summary: 'Earning records: every earning received, newest first; keyset-paged.',
  query: cursorQuery,
  reply: pageOf(earningRow),
})

// The console's endpoints.

export const opsListUserHoldings = endpoint({
  id: 'income.opsListUserHoldings',
  method: 'GET',
  path: '/api/ops/users/:id/holdings',
  access: anyOperator,
  summary: "A user's holdings, newest first (the latest 200).",
  params: idParams,
  reply: z.array(holdingView),
})

export const opsFreezeHolding = endpoint({
  id: 'income.opsFreezeHolding',
  method: 'POST',
  path: '/api/ops/holdings/:id/freeze',
  access: operatorsOf('admin', 'finance'),
  summary: 'Freezes a holding: it pays nothing until it is unfrozen.',
  params: idParams,
  reply: holdingView,
})

export const opsUnfreezeHolding = endpoint({
  id: 'income.opsUnfreezeHolding',
  method: 'POST',
  path: '/api/ops/holdings/:id/unfreeze',
  access: operatorsOf('admin', 'finance'),
  summary: 'Unfreezes a holding: its earnings can be received again.',
  params: idParams,
  reply: holdingView,
})
