import type { Deps } from './deps.ts'
import { deleteInBatches, type BatchOptions } from './lib/batches.ts'
import { deleteAnswersBefore } from './lib/idempotency.repo.ts'
import { purgeAuthRows } from './modules/auth/retention.service.ts'
import { sweepExpired } from './modules/wallet/expiry.service.ts'

export const SWEEP_INTERVAL_MS = 30_000

/**
 * How long the stored answer of a money request is kept: a repeated key within 7 days replays it;
 * after that the key is forgotten. Clients retry within minutes; a week covers a phone that was
 * offline for days.
 */
export const IDEMPOTENCY_KEEP_SECONDS = 7 * 86_400

/**
 * One sweep: pending recharges and withdrawals past their time expire (money returned, each once),
 * then the tables that would otherwise grow forever are purged of rows past their keep time, in
 * bounded batches. Every server process may run it: transitions are conditional, deletes idempotent.
 */
export async function sweep(deps: Deps, options: BatchOptions = {}) {
  const expired = await sweepExpired(deps)
  const purged = await purgeAuthRows(deps, options)
  const cutoff = deps.clock.now() - IDEMPOTENCY_KEEP_SECONDS
  const idempotencyKeys = await deleteInBatches(
    (limit) => deleteAnswersBefore(deps.db, cutoff, limit),
    options,
  )
  return { ...expired, ...purged, idempotencyKeys }
}

/** Runs the sweep every 30 s until the returned function is called. */
export function startSweeper(deps: Deps, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void sweep(deps).catch(onError), SWEEP_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
