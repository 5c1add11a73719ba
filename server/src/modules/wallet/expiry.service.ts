import type { Deps } from '../../deps.ts'
import { countMoneyAction } from '../../lib/metrics.ts'
import { expireRecharges } from './recharges/recharges.service.ts'
import { expireWithdrawals } from './withdrawals/withdrawals.service.ts'

/**
 * Moves pending recharges and withdrawals past their time to Expired (returning withdrawn money).
 * Every server process may run it: each transition is a conditional update, so it happens once. The
 * server's sweeper (`server/src/sweeper.ts`) runs it with the purges.
 */
export async function sweepExpired(deps: Deps): Promise<{ recharges: number; withdrawals: number }> {
  const recharges = await expireRecharges(deps)
  countMoneyAction('recharge_expired', recharges)
  const withdrawals = await expireWithdrawals(deps)
  countMoneyAction('withdrawal_expired', withdrawals)
  return { recharges, withdrawals }
}
