import { sql, type Kysely } from 'kysely'
import type { Database } from './database.ts'
import type { DB } from './schema.ts'
import { afterCommitMark, dropAfterCommitSince, inTransaction, isRetryable, type Tx } from './transaction.ts'

/**
 * Group commit: money requests that arrive while another batch is being written share one
 * transaction and so one commit (one disk flush), each in a savepoint of its own, so each still
 * succeeds or fails alone. A request that finds its lane idle starts after one turn of the event
 * loop, with whatever arrived in that turn; no timer holds it waiting for company. What is queued
 * while a lane works joins its next batch.
 *
 * SQLite writes one transaction at a time, so it gets one lane, and there a shared commit is a
 * shared disk flush (each flush holds the event loop). PostgreSQL already shares a WAL flush among
 * commits that wait together; there the lanes are many and a request goes to the lane of its
 * partition (the user), so one user's requests run one after another in one transaction instead of
 * waiting on each other's row locks, and different users' run side by side as before. An
 * operator's decision on a user's money (confirming a recharge, paying or rejecting a withdrawal, a
 * reversal) runs in that user's lane too: a batch holds the locks of all its requests until it
 * commits, in whatever order they came, so a transaction beside it that takes the same user's row
 * and balance would deadlock with it.
 */

/** The most requests one commit carries: bounds how long the first of them waits for the last. */
export const MAX_BATCH = 32
const LANES: Record<Database['dialect'], number> = { sqlite: 1, postgres: 16 }

interface Job {
  work: (tx: Tx) => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

/** Told each batch's size once it has committed (the metrics listen). */
let batchListener: (size: number) => void = () => {}

/** Sets the listener and returns the one it replaces (a test that listens puts it back). */
export function onGroupCommit(listener: (size: number) => void): (size: number) => void {
  const previous = batchListener
  batchListener = listener
  return previous
}

class GroupCommit {
  private readonly lanes: { queue: Job[]; busy: boolean }[]

  constructor(private readonly database: Database) {
    this.lanes = Array.from({ length: LANES[database.dialect] }, () => ({ queue: [], busy: false }))
  }

  run<T>(work: (tx: Tx) => Promise<T>, partition: number): Promise<T> {
    const lane = this.lanes[Math.abs(partition) % this.lanes.length] as GroupCommit['lanes'][number]
    return new Promise<T>((resolve, reject) => {
      lane.queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
      this.pump(lane)
    })
  }

  private pump(lane: GroupCommit['lanes'][number]): void {
    if (lane.busy || lane.queue.length === 0) return
    lane.busy = true
    // One turn of the event loop first: requests whose bytes have already arrived reach the queue
    // and join this batch. (On SQLite a transaction runs without yielding to the loop, so without
    // this turn nobody could ever join.) No timer: an idle server starts a lone request at once.
    setImmediate(() => {
      void this.write(lane.queue.splice(0, MAX_BATCH)).finally(() => {
        lane.busy = false
        this.pump(lane)
      })
    })
  }

  private async write(jobs: Job[]): Promise<void> {
    if (jobs.length === 1) return alone(this.database, jobs[0] as Job)
    let outcomes: Outcome[] = []
    try {
      outcomes = await inTransaction(this.database, (tx) => eachInSavepoint(this.database, tx, jobs))
    } catch {
      // The batch itself failed (its commit, or the connection): nothing in it was written, and
      // each request runs again on its own, where its own error, if any, is its answer.
      await Promise.all(jobs.map((job) => alone(this.database, job)))
      return
    }
    batchListener(jobs.length)
    await Promise.all(
      jobs.map((job, i) => {
        const outcome = outcomes[i] as Outcome
        if (outcome.ok) return job.resolve(outcome.value)
        // A deadlock or serialization failure is not the request's answer: it runs again alone.
        if (isRetryable(outcome.error)) return alone(this.database, job)
        return job.reject(outcome.error)
      }),
    )
  }
}

async function alone(database: Database, job: Job): Promise<void> {
  try {
    job.resolve(await inTransaction(database, job.work))
  } catch (error) {
    job.reject(error)
  }
}

/**
 * Runs each job in a savepoint of the open transaction: a job that throws is rolled back to its
 * savepoint, and the next one starts from there. The savepoint's name is reused: releasing it and
 * setting it again is one round trip on PostgreSQL.
 */
async function eachInSavepoint(database: Database, tx: Tx, jobs: Job[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const [i, job] of jobs.entries()) {
    await (i === 0 ? setSavepoint(tx) : nextSavepoint(database, tx))
    // What the job asks to run after the commit goes with its savepoint.
    const mark = afterCommitMark(tx)
    try {
      outcomes.push({ ok: true, value: await job.work(tx) })
    } catch (error) {
      await sql`rollback to savepoint request`.execute(tx)
      dropAfterCommitSince(tx, mark)
      outcomes.push({ ok: false, error })
    }
  }
  return outcomes
}

const setSavepoint = (tx: Tx) => sql`savepoint request`.execute(tx)

async function nextSavepoint(database: Database, tx: Tx): Promise<void> {
  // PostgreSQL takes both in one simple-protocol message; SQLite prepares one statement at a time.
  if (database.dialect === 'postgres') {
    await sql`release savepoint request; savepoint request`.execute(tx)
    return
  }
  await sql`release savepoint request`.execute(tx)
  await setSavepoint(tx)
}

const batchers = new WeakMap<Kysely<DB>, GroupCommit>()
/** Where group commit is on: the server sets it from `GROUP_COMMIT` (on unless `0`). */
const enabled: Record<Database['dialect'], boolean> = { sqlite: true, postgres: true }

export function groupCommitIsOn(dialect: Database['dialect']): boolean {
  return enabled[dialect]
}

/** Turns group commit on or off for a dialect (off: each request a transaction of its own). */
export function useGroupCommit(dialect: Database['dialect'], on: boolean): void {
  enabled[dialect] = on
}

/**
 * Runs `work` in a write transaction that may be shared with other requests' work (see above),
 * and resolves once that transaction has committed: an answer given was written. `partition`
 * (the user) picks the lane. `work` must use
 * only the `tx` it is given and do nothing but database work, so a batch never waits on anything
 * else.
 */
export function inGroupCommit<T>(
  database: Database,
  partition: number,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!enabled[database.dialect]) return inTransaction(database, work)
  let batcher = batchers.get(database.db)
  if (!batcher) {
    batcher = new GroupCommit(database)
    batchers.set(database.db, batcher)
  }
  return batcher.run(work, partition)
}
