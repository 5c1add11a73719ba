import type { Deps } from './deps.ts'
import { deleteInBatches, type BatchOptions } from './lib/batches.ts'
import { deleteAnswersBefore } from './lib/idempotency.repo.ts'
import { outboxBacklogIs, sweepFailed, sweepFinished } from './lib/metrics.ts'
import type { WakeSignal } from './lib/wake.ts'
import { deliverDueTexts, outboxBacklog, purgeAuthRows } from './modules/auth/index.ts'
import { tellIncomeDue } from './modules/income/index.ts'
import { purgeAloneDays, sweepExpired } from './modules/wallet/index.ts'

export const SWEEP_INTERVAL_MS = 30_000
/** How often the outbox worker looks for due texts when nothing woke it (retries, other processes' rows). */
export const OUTBOX_POLL_MS = 1_000

/**
 * How long the stored answer of a money request is kept: a repeated key within 7 days replays it;
 * after that the key is forgotten. Clients retry within minutes; a week covers a phone that was
 * offline for days.
 */
export const IDEMPOTENCY_KEEP_SECONDS = 7 * 86_400

/**
 * One sweep: pending recharges and withdrawals past their time expire (money returned, each once),
 * users are told of income that fell due (each falling due once), then the tables that would
 * otherwise grow forever are purged of rows past their keep time, in bounded batches. Every server
 * process may run it: transitions are conditional, deletes idempotent.
 */
export async function sweep(deps: Deps, options: BatchOptions = {}) {
  const expired = await sweepExpired(deps)
  const incomeDueTold = await tellIncomeDue(deps)
  const purged = await purgeAuthRows(deps, options)
  const aloneDays = await purgeAloneDays(deps, options)
  const cutoff = deps.clock.now() - IDEMPOTENCY_KEEP_SECONDS
  const idempotencyKeys = await deleteInBatches(
    (limit) => deleteAnswersBefore(deps.db, cutoff, limit),
    options,
  )
  return { ...expired, incomeDueTold, ...purged, aloneDays, idempotencyKeys }
}

export interface WorkerLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface Worker {
  /** Stops both loops and resolves once the round under way, if any, has finished. */
  stop(): Promise<void>
}

/**
 * The background work of one server process, off the request path: the outbox worker sends due
 * texts (woken by `signal` when a request queues one, else every second), and the sweep runs at
 * start and every 30 s. Every process runs both; rows are claimed so no two processes do the same work.
 */
export function startWorker(deps: Deps, { signal, log }: { signal: WakeSignal; log: WorkerLog }): Worker {
  let running = true
  const outboxLoop = (async () => {
    // Without a gateway nothing is ever pending: texts are kept, never sent.
    while (running && deps.sms) {
      try {
        await deliverDueTexts(deps, log)
        outboxBacklogIs(await outboxBacklog(deps))
      } catch (error) {
        log.error({ err: error }, 'outbox round failed')
      }
      if (running) await signal.sleep(OUTBOX_POLL_MS)
    }
  })()
  let sweeping: Promise<void> = Promise.resolve()
  let busy = false
  const sweepOnce = () => {
    // A sweep slower than the interval is not started twice.
    if (busy) return
    busy = true
    sweeping = (async () => {
      const startedAt = Date.now()
      try {
        await sweep(deps)
        sweepFinished(startedAt)
      } catch (error) {
        sweepFailed()
        log.error({ err: error }, 'sweep failed')
      } finally {
        busy = false
      }
    })()
  }
  // Once at start (what expired while no process ran), then every 30 s.
  sweepOnce()
  const timer = setInterval(sweepOnce, SWEEP_INTERVAL_MS)
  timer.unref()
  return {
    async stop() {
      running = false
      clearInterval(timer)
      signal.wake()
      await Promise.all([outboxLoop, sweeping])
    },
  }
}
