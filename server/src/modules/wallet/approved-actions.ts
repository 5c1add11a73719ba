import type { ApprovedAction } from './approvals/index.ts'
import { rechargeConfirmation } from './recharges/recharge-approval.ts'
import { entryReversal } from './reversals/reversal-approval.ts'
import { limitsChange } from './settings/limits-approval.ts'
import { withdrawalCompletion } from './withdrawals/withdrawal-approval.ts'

/**
 * The actions the approvals gate holds for a second operator, each registered by its own wing;
 * a new one is added here, and the gate stays as it is (decision 0070).
 */
export const APPROVED_ACTIONS: readonly ApprovedAction[] = [
  rechargeConfirmation,
  withdrawalCompletion,
  entryReversal,
  limitsChange,
]
