import type { ApprovedAction } from '../approvals/index.ts'
import { applyLimitsChange, LIMITS_CHANGE } from './limits.service.ts'

/**
 * Loosening the limits on operators, always with a second admin: the approval applies the limits
 * asked; the console shows them beside the request.
 */
export const limitsChange: ApprovedAction = {
  action: LIMITS_CHANGE,
  // A change of limits acts on the money settings as a whole, whichever change it is.
  target: () => 'money_settings',
  carryOut: applyLimitsChange,
  limits: (details) => ({
    approvalCap: String(details.approvalCap),
    rechargeMax: String(details.rechargeMax),
    operatorDailyCap: String(details.operatorDailyCap),
  }),
}
