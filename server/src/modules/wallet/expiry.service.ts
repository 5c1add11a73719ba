import type { Deps } from '../../deps.ts'
import { expireRecharges } from './recharges.service.ts'
import { expireWithdrawals } from './withdrawals.service.ts'

export const EXPIRY_SWEEP_MS = 30_000

/**
 * Moves pending recharges and withdrawals past their time to Expired (returning withdrawn money).
 * Every server process may run it: each transition is a conditional update, so it happens once.
 */
export async function sweepExpired(deps: Deps): Promise<{ recharges: number; withdrawals: number }> {
  return { recharges: await expireRecharges(deps), withdrawals: await expireWithdrawals(deps) }
}

/** Runs the sweep every 30 s until the returned function is called. */
export function startExpirySweeper(deps: Deps, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void sweepExpired(deps).catch(onError), EXPIRY_SWEEP_MS)
  timer.unref()
  return () => clearInterval(timer)
}
