import type { Scope } from '../../../deps.ts'
import { AppError } from '../../../lib/errors.ts'
import { settle } from './withdrawal-settle.service.ts'
import * as repo from './withdrawals.repo.ts'

/**
 * The user takes back a pending withdrawal of theirs: Pending → Cancelled, once, its hold returned
 * to the wallet it came from by the same entry a rejection or an expiry posts. Runs inside the
 * money request's transaction (`deps.db` is the open `tx`), in the user's lane, where operators'
 * decisions on the user's withdrawals run too; across processes the conditional update decides
 * who wins. Another user's withdrawal is not found; one no longer pending is refused with 409.
 */
export async function cancelWithdrawal(
  deps: Scope,
  { userId, withdrawalId }: { userId: number; withdrawalId: number },
): Promise<repo.Withdrawal> {
  const found = await repo.findWithdrawal(deps.db, withdrawalId)
  if (!found || found.user_id !== userId) throw new AppError('NOT_FOUND')
  return settle(deps, {
    id: withdrawalId,
    outcome: 'cancelled',
    operatorId: null,
    reason: '',
    reference: null,
  })
}
