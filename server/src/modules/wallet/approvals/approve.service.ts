import { ADMIN_APPROVED_ACTIONS, type OperatorRole } from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import { AppError } from '../../../lib/errors.ts'
import { approvedAction, type ApprovedAction } from './approved-action.ts'
import { approvalToDecide } from './approvals.service.ts'

/** The actions only an admin may approve (the console reads the same list to offer the button). */
const ADMINS_ONLY = new Set<string>(ADMIN_APPROVED_ACTIONS)

/**
 * A second operator approves a waiting request: its action runs now, in their name, with the
 * first operator recorded beside them and the bank reference the first one gave kept; parallel
 * approvals move the money once. The gate decides who may approve; the action carries itself out.
 */
export async function approveMoneyAction(
  deps: Deps,
  actions: readonly ApprovedAction[],
  { id, operatorId, role }: { id: number; operatorId: number; role: OperatorRole },
): Promise<void> {
  const row = await approvalToDecide(deps, { id, operatorId })
  if (ADMINS_ONLY.has(row.action) && role !== 'admin') throw new AppError('FORBIDDEN', 'wallet.approvalAdmin')
  await approvedAction(actions, row.action).carryOut(deps, { approval: row, operatorId })
}
