import * as z from 'zod/mini'
import { anyOperator } from './access.ts'
import { endpoint } from './endpoint.ts'

/**
 * The operators' dashboard. Days and weeks are UTC, like every day the server counts (a user's
 * withdrawals per day, income weekdays): today starts at 00:00 UTC, the week on Monday 00:00 UTC.
 * A section is null for a role whose pages do not show it (money for admin and finance, chats for
 * admin and support).
 */

/** Entries of one kind posted in a period: how many, and their amount in minor units. */
export const dashboardFigure = z.strictObject({ count: z.number(), amount: z.string() })
export type DashboardFigure = z.infer<typeof dashboardFigure>

/** A period's money, read from the ledger's entries. */
export const dashboardPeriod = z.strictObject({
  /** Unix seconds: where the period starts (it runs to now). */
  from: z.number(),
  /** Recharges confirmed: the amount credited. */
  recharges: dashboardFigure,
  /** Withdrawals paid out: the amount that left the holds (paid to the user and the fee). */
  withdrawals: dashboardFigure,
  /** The fees of those withdrawals, minor units. */
  withdrawalFees: z.string(),
  /** Products bought: the amount paid. */
  purchases: dashboardFigure,
  /** Income paid to holders. */
  income: dashboardFigure,
})
export type DashboardPeriod = z.infer<typeof dashboardPeriod>

/** A queue waiting for an operator: how many, and since when the oldest waits (Unix seconds). */
export const dashboardQueue = z.strictObject({
  count: z.number(),
  /** Minor units: what the pending items are for. */
  amount: z.string(),
  oldestAt: z.nullable(z.number()),
})
export type DashboardQueue = z.infer<typeof dashboardQueue>

/** What the navigation's badges count: the queues and the chats waiting for an answer. */
export const dashboardQueues = z.strictObject({
  recharges: z.nullable(dashboardQueue),
  withdrawals: z.nullable(dashboardQueue),
  /** Conversations with a user message no operator has read. */
  unreadChats: z.nullable(z.number()),
})
export type DashboardQueues = z.infer<typeof dashboardQueues>

/** The ledger check's newest run: when, by whom, and which invariants did not hold. */
export const dashboardLedgerCheck = z.strictObject({
  checkedAt: z.number(),
  ok: z.boolean(),
  failed: z.array(z.string()),
  /** The operator who ran it; null when it ran from the command line (`npm run ledger:check`). */
  runBy: z.nullable(z.string()),
})
export type DashboardLedgerCheck = z.infer<typeof dashboardLedgerCheck>

export const dashboardReply = z.strictObject({
  /** Unix seconds: the moment the figures were read. */
  now: z.number(),
  today: z.nullable(dashboardPeriod),
  week: z.nullable(dashboardPeriod),
  /** Minor units held for pending withdrawals (the same as the pending withdrawal queue's amount). */
  onHold: z.nullable(z.string()),
  queues: dashboardQueues,
  /** Null for support, and before the check first runs. */
  ledgerCheck: z.nullable(dashboardLedgerCheck),
})
export type DashboardReply = z.infer<typeof dashboardReply>

export const LEDGER_OPS_DASHBOARD = endpoint({
  id: 'ledger.opsDashboard',
  method: 'GET',
  path: '/api/ops/dashboard',
  access: anyOperator,
  summary:
    "The console's landing page: today's and this week's recharges, withdrawals, purchases and income (UTC days, weeks from Monday) from the ledger, money on hold, the pending queues with their oldest item, unread chats and the ledger check's last result; sections the operator's role does not see are null.",
  reply: dashboardReply,
})

export const LEDGER_OPS_DASHBOARD_QUEUES = endpoint({
  id: 'ledger.opsDashboardQueues',
  method: 'GET',
  path: '/api/ops/dashboard/queues',
  access: anyOperator,
  summary:
    "The navigation's badges: pending recharges and withdrawals (admin, finance) and chats with unread user messages (admin, support); the others are null.",
  reply: dashboardQueues,
})
