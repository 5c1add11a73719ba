import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { approvalToDecide } from './approvals.service.ts'
import { confirmRecharge } from './recharges.service.ts'
import { completeWithdrawal } from './withdrawals.service.ts'

/**
 * A second operator approves a waiting request: the money action runs now, in their name, with
 * the first operator recorded beside them and the bank reference the first one gave kept;
 * parallel approvals move the money once.
 */
export async function approveMoneyAction(
  deps: Deps,
  { id, operatorId }: { id: number; operatorId: number },
): Promise<void> {
  const row = await approvalToDecide(deps, { id, operatorId })
  // A request asked before references were kept has none to keep: it is decided from its queue.
  const reference = row.external_reference
  if (reference === null) throw new AppError('CONFLICT', 'wallet.approvalWithoutReference')
  if (row.action === 'recharge.confirm')
    await confirmRecharge(deps, { rechargeId: row.target_id, operatorId, reference })
  else await completeWithdrawal(deps, { withdrawalId: row.target_id, operatorId, reference })
}
