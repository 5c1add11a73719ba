import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'
import { idParams } from './paging.ts'

/**
 * Maker-checker: above the approval cap of the money settings (or past the daily totals one
 * operator moves alone), confirming a recharge or completing a withdrawal needs two different
 * operators; a ledger reversal and a loosening of the limits always need two admins. The first
 * one's action answers 409 and waits here.
 */

export const MONEY_APPROVAL_ACTIONS = [
  'recharge.confirm',
  'withdrawal.complete',
  'ledger.reverse',
  'limits.change',
] as const
export type MoneyApprovalAction = (typeof MONEY_APPROVAL_ACTIONS)[number]

/** What only a second admin may approve; the rest, any operator who may approve at all. */
export const ADMIN_APPROVED_ACTIONS: readonly MoneyApprovalAction[] = ['ledger.reverse', 'limits.change']

export const moneyApproval = z.strictObject({
  id: z.number(),
  /**
   * What waits: confirming recharge `targetId`, completing withdrawal `targetId`, reversing entry
   * `targetId`, or change of limits number `targetId`.
   */
  action: z.enum(MONEY_APPROVAL_ACTIONS),
  targetId: z.number(),
  /** Minor units. */
  amount: z.string(),
  /** The username of the operator who asked. */
  requestedBy: z.string(),
  /** Unix seconds. */
  requestedAt: z.number(),
  /** The bank's transaction reference the first operator gave, which approving keeps; null if none. */
  reference: z.nullable(z.string()),
  /** A reversal's reason; null for the others. */
  reason: z.nullable(z.string()),
  /** The limits a change asks for (minor units); null for the others. */
  limits: z.nullable(
    z.strictObject({ approvalCap: z.string(), rechargeMax: z.string(), operatorDailyCap: z.string() }),
  ),
})
export type MoneyApproval = z.infer<typeof moneyApproval>

export const WALLET_OPS_LIST_APPROVALS = endpoint({
  id: 'wallet.opsListApprovals',
  method: 'GET',
  path: '/api/ops/approvals',
  access: operatorsOf('admin', 'finance'),
  summary:
    'Money actions above the approval cap waiting for a second operator, oldest first, with who asked.',
  reply: z.array(moneyApproval),
})

export const WALLET_OPS_APPROVE_MONEY_ACTION = endpoint({
  id: 'wallet.opsApproveMoneyAction',
  method: 'POST',
  path: '/api/ops/approvals/:id/approve',
  access: operatorsOf('admin', 'finance'),
  summary:
    'A second operator (never the one who asked; an admin for a reversal or a change of limits) approves: the recharge is credited, the withdrawal paid, the entry reversed or the limits changed, once.',
  params: idParams,
  reply: z.null(),
})

export const WALLET_OPS_REJECT_MONEY_ACTION = endpoint({
  id: 'wallet.opsRejectMoneyAction',
  method: 'POST',
  path: '/api/ops/approvals/:id/reject',
  access: operatorsOf('admin', 'finance'),
  summary: 'Turns a waiting request down: no money moves, and the action may be asked again.',
  params: idParams,
  reply: z.null(),
})
