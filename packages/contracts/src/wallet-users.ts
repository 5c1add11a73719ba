import * as z from 'zod/mini'
import { anyOperator } from './access.ts'
import { endpoint } from './endpoint.ts'
import { idParams } from './paging.ts'
import { rechargeRow } from './wallet-recharges.ts'
import { withdrawalRow } from './wallet-withdrawals.ts'

/** How many of a user's requests wait for an operator, and their sum in minor units. */
const pendingTotals = { pending: z.number(), pendingAmount: z.string() }

/**
 * One user's recharges and withdrawals as the console's user page and support inbox show them:
 * what waits and the latest few; the queues filtered by the user list the rest.
 */
export const opsUserMoneyRequests = z.strictObject({
  recharges: z.strictObject({
    /** Pending and not past their time. */
    ...pendingTotals,
    recent: z.array(rechargeRow),
  }),
  withdrawals: z.strictObject({
    /** Pending: their sum is the user's withdraw hold (docs/money.md I7). */
    ...pendingTotals,
    /** Account numbers masked to their last four digits (`••••3344`). */
    recent: z.array(withdrawalRow),
  }),
})
export type OpsUserMoneyRequests = z.infer<typeof opsUserMoneyRequests>

/** How many of the latest requests of each kind the reply holds. */
export const RECENT_REQUESTS = 5

export const WALLET_OPS_USER_REQUESTS = endpoint({
  id: 'wallet.opsUserRequests',
  method: 'GET',
  path: '/api/ops/users/:id/money-requests',
  access: anyOperator,
  summary:
    "One user's pending recharges and withdrawals (count and sum) and the latest five of each, withdrawal account numbers masked.",
  params: idParams,
  reply: opsUserMoneyRequests,
})
