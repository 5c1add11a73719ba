import type { Deps } from './deps.ts'
import { deleteInBatches, type BatchOptions } from './lib/batches.ts'
import { deleteAnswersBefore } from './lib/idempotency.repo.ts'
import { leadership, type Leadership } from './lib/leader.ts'
import { jobRan, leaderIs, outboxBacklogIs, sweepFailed, sweepFinished, type JobName } from './lib/metrics.ts'
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

/** A job's round: what it did, counted in rows. */
type JobRound = (deps: Deps, options: BatchOptions) => Promise<Record<string, number>>

/** The sweep's jobs, in the order they run; each round of each is counted in `/metrics` by name. */
const SWEEP_JOBS: ReadonlyArray<[JobName, JobRound]> = [
  ['expiry', (deps) => sweepExpired(deps)],
  ['income_due', async (deps) => ({ incomeDueTold: await tellIncomeDue(deps) })],
  ['purge_auth', (deps, options) => purgeAuthRows(deps, options)],
  ['purge_alone_days', async (deps, options) => ({ aloneDays: await purgeAloneDays(deps, options) })],
  [
    'purge_idempotency',
    async (deps, options) => {
      const cutoff = deps.clock.now() - IDEMPOTENCY_KEEP_SECONDS
      const idempotencyKeys = await deleteInBatches(
        (limit) => deleteAnswersBefore(deps.db, cutoff, limit),
        options,
      )
      return { idempotencyKeys }
    },
  ],
]

type SweepResult = Awaited<ReturnType<typeof sweepExpired>> &
  Awaited<ReturnType<typeof purgeAuthRows>> & {
    incomeDueTold: number
    aloneDays: number
    idempotencyKeys: number
  }

/**
 * One sweep: pending recharges and withdrawals past their time expire (money returned, each once),
 * users are told of income that fell due (each falling due once), then the tables that would
 * otherwise grow forever are purged of rows past their keep time, in bounded batches. The worker
 * runs it on the leader only (decision 0076); were two processes to run it at once, transitions
 * are conditional and deletes idempotent.
 */
export async function sweep(deps: Deps, options: BatchOptions = {}): Promise<SweepResult> {
  const result: Record<string, number> = {}
  for (const [name, run] of SWEEP_JOBS) {
    try {
      Object.assign(result, await run(deps, options))
      jobRan(name, true)
    } catch (error) {
      jobRan(name, false)
      throw error
    }
  }
  return result as SweepResult
}

export interface WorkerLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface Worker {
  /** Stops both loops, gives leadership up, and resolves once the round under way, if any, has finished. */
  stop(): Promise<void>
}

/**
 * The background work, off the request path, run by one process of all those on a database: the
 * leader (`lib/leader.ts`, decision 0076; on SQLite the one process). The leader sweeps when it
 * becomes leader (what fell due while none ran) and every 30 s, and looks for due texts every
 * second. A process that is not the leader sends only what its own requests queued, at once when
 * `signal` wakes it (the rows are claimed, so it and the leader never send one twice).
 */
export function startWorker(
  deps: Deps,
  { signal, log, leader: given }: { signal: WakeSignal; log: WorkerLog; leader?: Leadership },
): Worker {
  let running = true
  let sweeping: Promise<void> = Promise.resolve()
  let busy = false
  const sweepOnce = () => {
    // A sweep slower than the interval is not started twice.
    if (busy || !running || !leader.isLeader()) return
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
  const onChange = (now: boolean) => {
    leaderIs(now)
    log.info({ leader: now }, now ? 'leading the background work' : 'no longer leading the background work')
    if (now) {
      sweepOnce()
      signal.wake()
    }
  }
  const leader = given ?? leadership(deps.database, { onChange })
  if (given === undefined && leader.isLeader()) {
    // SQLite: this process leads from the start.
    leaderIs(true)
    sweepOnce()
  }
  const outboxLoop = (async () => {
    // The first round waits for leadership (which wakes it) or a text of this process's own.
    let woken = false
    // Without a gateway nothing is ever pending: texts are kept, never sent.
    while (running && deps.sms) {
      if (woken || leader.isLeader()) {
        try {
          await deliverDueTexts(deps, log)
          jobRan('outbox', true)
          if (leader.isLeader()) outboxBacklogIs(await outboxBacklog(deps))
        } catch (error) {
          jobRan('outbox', false)
          log.error({ err: error }, 'outbox round failed')
        }
      }
      if (running) woken = await signal.sleep(OUTBOX_POLL_MS)
    }
  })()
  const timer = setInterval(sweepOnce, SWEEP_INTERVAL_MS)
  timer.unref()
  return {
    async stop() {
      running = false
      clearInterval(timer)
      signal.wake()
      await Promise.all([outboxLoop, sweeping])
      await leader.stop()
      leaderIs(false)
    },
  }
}
