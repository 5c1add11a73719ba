import { RECENT_REQUESTS, type OpsUserMoneyRequests } from '@app/contracts'
import type { Scope } from '../../../deps.ts'
import { AppError } from '../../../lib/errors.ts'
import { findUser } from '../../account/index.ts'
import { listRecharges } from '../recharges/recharges.repo.ts'
import { presentUserMoneyRequests } from './user-requests.presenter.ts'
import { userPendingRecharges, userPendingWithdrawals } from './user-requests.repo.ts'
import { listWithdrawals } from '../withdrawals/withdrawals.repo.ts'

/**
 * One user's recharges and withdrawals for the console's user page and support inbox: what waits
 * (count and sum) and the latest few of each. The queues, filtered by the user, list the rest.
 */
export async function userMoneyRequests(deps: Scope, userId: number): Promise<OpsUserMoneyRequests> {
  if (!(await findUser(deps.db, userId))) throw new AppError('NOT_FOUND')
  const now = deps.clock.now()
  const [recharges, withdrawals, pendingRecharges, pendingWithdrawals] = await Promise.all([
    listRecharges(deps.db, { userId, limit: RECENT_REQUESTS }),
    listWithdrawals(deps.db, { userId, limit: RECENT_REQUESTS }),
    userPendingRecharges(deps.db, userId, now),
    userPendingWithdrawals(deps.db, userId),
  ])
  return presentUserMoneyRequests({ recharges, withdrawals, pendingRecharges, pendingWithdrawals }, now)
}
