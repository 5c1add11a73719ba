import type { MoneyApprovalAction } from '../../../db/schema.ts'

/** What each approval's action acts on, as the action itself records it in the audit log. */
const TARGETS: Record<MoneyApprovalAction, string> = {
  'recharge.confirm': 'recharge',
  'withdrawal.complete': 'withdrawal',
  'ledger.reverse': 'entry',
  'limits.change': 'money_settings',
}

/** The audit target of an action's object (`recharge:12`; a change of limits: `money_settings`). */
export const targetOf = (action: MoneyApprovalAction, id: number) =>
  action === 'limits.change' ? TARGETS[action] : `${TARGETS[action]}:${id}`
