import * as z from 'zod/mini'
import { endpoint } from './endpoint.ts'
import { isTimeZone } from './dates.ts'
import { HOLDING_STATUSES, incomeSplit } from './income.ts'

/**
 * The portfolio: a user's money as one picture (docs/decisions/0035). Amounts are minor-unit
 * strings; days are `YYYY-MM-DD` in the zone the request names (`tz`, UTC when absent).
 */

/** How many local days the chart shows before today (received), and after it (still to come). */
export const PORTFOLIO_DAYS_BEFORE = 6
export const PORTFOLIO_DAYS_AFTER = 7

export const portfolioQuery = z.object({
  /** The viewer's IANA time zone: it decides where "today" starts and ends. */
  tz: z.optional(z.string().check(z.refine(isTimeZone, 'validation.timeZoneInvalid'))),
})

/** A holding whose schedule has not ended: where it stands and what it pays next. */
export const runningHolding = z.strictObject({
  id: z.number(),
  productName: z.string(),
  status: z.enum(HOLDING_STATUSES),
  price: z.string(),
  /** Of the price, what the earnings due so far have not yet paid back (pro rata, 0053). */
  invested: z.string(),
  /** What the whole plan earns beyond its price (negative: a loss). */
  planProfit: z.string(),
  earningsCount: z.number(),
  /** Earnings received so far. */
  collectedCount: z.number(),
  /** Earnings due now and not yet received (0 while frozen). */
  receivableCount: z.number(),
  receivable: z.string(),
  collectedAmount: z.string(),
  /** What was received so far (`collectedAmount`), split into money back and profit. */
  receivedParts: incomeSplit,
  endsAt: z.number(),
  /** The next earning not yet due: when, and how much. */
  nextDueAt: z.nullable(z.number()),
  nextAmount: z.nullable(z.string()),
})
export type RunningHolding = z.infer<typeof runningHolding>

/**
 * One local day of the chart: earnings received that day, and earnings still to come that day, each
 * with the part of it that is profit (the rest is the holder's own money coming back).
 */
export const portfolioDay = z.strictObject({
  day: z.string(),
  received: z.string(),
  receivedProfit: z.string(),
  scheduled: z.string(),
  scheduledProfit: z.string(),
})
export type PortfolioDay = z.infer<typeof portfolioDay>

export const portfolioReply = z.strictObject({
  /** `cash + invested + receivable`. */
  totalAssets: z.string(),
  /** Balance and revenue wallets, and money on hold for withdrawals not yet paid out. */
  cash: z.string(),
  /** Of that, on hold for withdrawals not yet paid out. */
  onHold: z.string(),
  /** Principal not yet paid back by the earnings due so far, over holdings whose schedule has not ended. */
  invested: z.string(),
  /** Earnings due now and not yet received, over every holding that is not frozen. */
  receivable: z.string(),
  /** `receivable` split into money back and profit. */
  receivableParts: incomeSplit,
  /** How many holdings have earnings to receive now. */
  receivableHoldings: z.number(),
  /**
   * Earnings credited to the revenue wallet today (local day of `tz`), net of reversals, split into
   * the holder's money back and profit (docs/decisions/0053).
   */
  receivedToday: incomeSplit,
  /** Earnings credited to the revenue wallet ever, net of reversals, split the same way. */
  receivedTotal: incomeSplit,
  /** The local day "today" is, and the zone it is in. */
  today: z.string(),
  tz: z.string(),
  /** The server's time the figures are for (Unix seconds). */
  asOf: z.number(),
  /** When the next earning of any running holding falls due: the figures change then. */
  nextDueAt: z.nullable(z.number()),
  running: z.array(runningHolding),
  days: z.array(portfolioDay),
})
export type PortfolioReply = z.infer<typeof portfolioReply>

export const receiveAllReply = z.strictObject({
  /** Everything received by this request. */
  received: z.string(),
  /** `received` split into money back and profit. */
  parts: incomeSplit,
  /** One line per holding paid, each its own ledger entry. */
  holdings: z.array(
    z.strictObject({ id: z.number(), productName: z.string(), received: z.string(), parts: incomeSplit }),
  ),
})
export type ReceiveAllReply = z.infer<typeof receiveAllReply>

export const INCOME_PORTFOLIO = endpoint({
  id: 'income.portfolio',
  method: 'GET',
  path: '/api/portfolio',
  access: 'user',
  summary:
    'Total assets (cash + principal still invested + earnings receivable now), earnings received today and in total with money back and profit apart, the running holdings, and earnings per local day (received, and still to come).',
  query: portfolioQuery,
  reply: portfolioReply,
})

export const INCOME_RECEIVE_ALL = endpoint({
  id: 'income.receiveAll',
  method: 'POST',
  path: '/api/holdings/receive-all',
  access: 'user',
  summary:
    'Receives everything due on every holding that is not frozen into the revenue wallet, one ledger entry per holding, all in one transaction.',
  reply: receiveAllReply,
  idempotent: true,
  message: 'income.receivedAll',
})
