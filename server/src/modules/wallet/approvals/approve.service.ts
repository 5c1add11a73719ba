import { ADMIN_APPROVED_ACTIONS, type OperatorRole } from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import { AppError } from '../../../lib/errors.ts'
import { approvalToDecide } from './approvals.service.ts'
import { confirmRecharge } from '../recharges/recharges.service.ts'
import { reverseEntry } from '../reversals/reverse.service.ts'
import { applyLimitsChange } from '../settings/limits.service.ts'
import { completeWithdrawal } from '../withdrawals/withdrawals.service.ts'

/** The actions only an admin may approve (the console reads the same list to offer the button). */
const ADMINS_ONLY = new Set<string>(ADMIN_APPROVED_ACTIONS)

/**
 * A second operator approves a waiting request: the money action runs now, in their name, with
 * the first operator recorded beside them and the bank reference the first one gave kept;
 * parallel approvals move the money once.
 */
export async function approveMoneyAction(
  deps: Deps,
  { id, operatorId, role }: { id: number; operatorId: number; role: OperatorRole },
): Promise<void> {
  const row = await approvalToDecide(deps, { id, operatorId })
  if (ADMINS_ONLY.has(row.action) && role !== 'admin') throw new AppError('FORBIDDEN', 'wallet.approvalAdmin')
  if (row.action === 'ledger.reverse') {
    const { reason } = JSON.parse(row.details ?? '{}') as { reason?: string }
    await reverseEntry(deps, { entryId: row.target_id, operatorId, reason: reason ?? '' })
    return
  }
  if (row.action === 'limits.change') return applyLimitsChange(deps, { approval: row, operatorId })
  // A request asked before references were kept has none to keep: it is decided from its queue.
  const reference = row.external_reference
  if (reference === null) throw new AppError('CONFLICT', 'wallet.approvalWithoutReference')
  if (row.action === 'recharge.confirm')
    await confirmRecharge(deps, { rechargeId: row.target_id, operatorId, reference })
  else await completeWithdrawal(deps, { withdrawalId: row.target_id, operatorId, reference })
}
