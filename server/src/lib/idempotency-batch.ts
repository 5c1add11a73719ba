import type { FastifyRequest } from 'fastify'
import type { Envelope } from '@app/contracts'
import type { Deps } from '../deps.ts'
import type { Database } from '../db/database.ts'
import { groupCommitIsOn } from '../db/group-commit.ts'
import { inTransaction, type Tx } from '../db/transaction.ts'
import { errorReply } from './error-handler.ts'
import type { AppError } from './errors.ts'
import {
  isStoredRefusal,
  keyedRequest,
  type KeyedRequest,
  type MoneyUserAuth,
  type OnceAnswer,
} from './idempotency.ts'
import { keepAnswers } from './idempotency.repo.ts'
import { countMoneyBatch } from './metrics.ts'

/**
 * Batched money requests (decisions 0048, 0049 and 0050): requests of one kind that arrive together
 * (purchases, income receipts) share one transaction: the effect runs for every request
 * set-based (one statement on PostgreSQL, a statement a step on SQLite), and one statement keeps
 * every answer for its key, confirming each caller's session. A batch of sixteen purchases costs
 * PostgreSQL about what four lone ones do.
 *
 * Each request still succeeds or fails alone. A business refusal is its own answer, kept for its
 * key. The effect never half-applies a request: one that would (a row another transaction changed
 * between the statement's look and its write) makes `runMany` throw. Then, and when an answer cannot
 * be kept (a key answered first, a session that has ended) or the transaction fails, the whole
 * batch rolls back and each of its requests runs on its own, as an unbatched request does, which
 * finds the right answer for it (a replay, 401, a refusal). No answer is given before its batch
 * commits.
 *
 * A batch holds at most one request per user (the effect changes a user's rows once), and a user's
 * requests always go to the same lane, so two batches of this process never wait on each other's
 * rows. A request that comes alone takes its unbatched path, in its lane's turn. A lane that is
 * idle starts after one turn of the event loop, with whatever arrived in that turn; no timer holds
 * a request waiting for company.
 */

/** What an effect answers for one request of a batch. */
export type BatchResult<R> =
  | { ok: R }
  /** A business refusal (a 4xx AppError): kept as the key's answer, as a lone request's would be. */
  | { refused: AppError }
  /** Not for a batch after all (the product's terms changed): the request runs on its own path. */
  | { alone: true }

/**
 * A money effect that can run for many users' requests at once. `runMany` runs in the batch's
 * transaction, one job per user, and answers in the jobs' order; it throws when any job would be
 * half done, which rolls the batch back.
 */
export interface BatchedEffect<I, R> {
  /**
   * A request that comes alone runs as a batch of one, by the same `runMany` (the purchase: one
   * implementation for one request and for many). Without it, it takes its unbatched path.
   */
  aloneAsBatch?: boolean
  /**
   * A batch of many runs its transaction's prepared statements on their generic plans
   * (`TransactionOptions`): for an effect whose statement for many PostgreSQL would otherwise plan
   * again for each batch's values. A batch of one needs no setting: its statement is the one for
   * one (single values, not arrays), which the planner prices the same on either plan.
   */
  genericPlans?: boolean
  runMany(tx: Tx, jobs: readonly { userId: number; input: I }[]): Promise<BatchResult<R>[]>
}

/** The most requests one batch carries. */
export const MAX_BATCH = 32
/**
 * Batches written side by side, a user always in the same lane (two did better than one, three and
 * four: decision 0048, bench/LOG.md).
 */
const LANES: Record<Database['dialect'], number> = { postgres: 2, sqlite: 1 }

type Outcome<R> =
  | { kind: 'answer'; answer: Envelope<R> }
  | { kind: 'refused'; error: AppError }
  | { kind: 'alone' }
  /** A request that came alone, answered by its unbatched path while its lane waited. */
  | { kind: 'done'; settled: Promise<OnceAnswer<R>> }

interface Job<I, R> {
  effect: BatchedEffect<I, R>
  caller: MoneyUserAuth
  keyed: KeyedRequest
  input: I
  /** The request's success answer, in its envelope. */
  answerOf(value: R): Envelope<R>
  /** The request's refusal as it is sent (and kept). */
  refusalOf(error: AppError): { status: number; body: unknown }
  /** The request's unbatched path. */
  alone(): Promise<OnceAnswer<R>>
  resolve(outcome: Outcome<R>): void
}

/** Batching runs where group commit is on (`GROUP_COMMIT=0` turns both off). */
export function batchingIsOn(database: Database): boolean {
  return groupCommitIsOn(database.dialect)
}

/**
 * The lanes of one database, shared by every batched effect: a user's purchases and receipts go to
 * the same lane, so two batches of this process never hold one user's rows at once. A batch is of
 * one effect: the one of the request first in the queue.
 */
class Lanes<I, R> {
  private readonly lanes: { queue: Job<I, R>[]; busy: boolean }[]

  constructor(private readonly deps: Deps) {
    this.lanes = Array.from({ length: LANES[deps.database.dialect] }, () => ({ queue: [], busy: false }))
  }

  run(job: Omit<Job<I, R>, 'resolve'>): Promise<Outcome<R>> {
    const lane = this.lanes[job.caller.userId % this.lanes.length] as Lanes<I, R>['lanes'][number]
    return new Promise((resolve) => {
      lane.queue.push({ ...job, resolve })
      this.pump(lane)
    })
  }

  private pump(lane: Lanes<I, R>['lanes'][number]): void {
    if (lane.busy || lane.queue.length === 0) return
    lane.busy = true
    // One turn of the event loop first, so requests whose bytes have already arrived join.
    setImmediate(() => {
      void this.write(takeBatch(lane.queue)).finally(() => {
        lane.busy = false
        this.pump(lane)
      })
    })
  }

  private async write(jobs: Job<I, R>[]): Promise<void> {
    // A request that came alone takes its unbatched path, which is cheaper for one (a statement
    // for one row), and holds the lane until it is done, so the user's next request waits for it
    // as it would in a batch.
    if (jobs.length === 1 && !(jobs[0] as Job<I, R>).effect.aloneAsBatch) {
      const job = jobs[0] as Job<I, R>
      const settled = job.alone()
      job.resolve({ kind: 'done', settled })
      await settled.catch(() => {})
      batchListener(1)
      return
    }
    let outcomes: Outcome<R>[]
    try {
      outcomes = await inTransaction(this.deps.database, (tx) => this.inBatch(tx, jobs), {
        genericPlans: jobs.length > 1 && (jobs[0] as Job<I, R>).effect.genericPlans === true,
      })
      countMoneyBatch(jobs.length)
      batchListener(jobs.length)
    } catch {
      // Nothing of the batch was written (a key answered first, a session ended, a purchase that
      // would be half made, a failed commit): each request runs on its own, as an unbatched request
      // does, and its own error, if it has one, is its answer.
      outcomes = jobs.map(() => ({ kind: 'alone' }))
    }
    jobs.forEach((job, i) => job.resolve(outcomes[i] as Outcome<R>))
  }

  private async inBatch(tx: Tx, jobs: Job<I, R>[]): Promise<Outcome<R>[]> {
    const { effect } = jobs[0] as Job<I, R>
    const results = await effect.runMany(
      tx,
      jobs.map((job) => ({ userId: job.caller.userId, input: job.input })),
    )
    const outcomes = results.map((result, i): Outcome<R> => {
      const job = jobs[i] as Job<I, R>
      if ('ok' in result) return { kind: 'answer', answer: job.answerOf(result.ok) }
      // Only a business refusal is kept; any other goes the unbatched way, which knows what to do.
      if ('refused' in result && isStoredRefusal(result.refused))
        return { kind: 'refused', error: result.refused }
      return { kind: 'alone' }
    })
    const now = this.deps.clock.now()
    const answers = jobs.flatMap((job, i) => {
      const outcome = outcomes[i] as Outcome<R>
      const answer =
        outcome.kind === 'answer'
          ? { status: 200, body: outcome.answer as unknown }
          : outcome.kind === 'refused'
            ? job.refusalOf(outcome.error)
            : undefined
      if (!answer) return []
      return [
        {
          ...job.keyed.id,
          request_hash: job.keyed.requestHash,
          response_status: answer.status,
          response_body: JSON.stringify(answer.body),
          created_at: now,
          session_id: job.caller.sessionId,
        },
      ]
    })
    // Each answer is kept only for a live session and a key not answered first (decision 0047);
    // one that is not rolls the batch back, and its request learns why on its own.
    const kept = await keepAnswers(
      tx,
      this.deps.database.dialect,
      answers,
      (jobs[0] as Job<I, R>).caller.liveAmong,
      now,
    )
    if (kept !== answers.length) throw new NotAllKept()
    return outcomes
  }
}

/** A batch some of whose answers could not be kept: it rolls back. */
class NotAllKept extends Error {}

/** Told each batch's size once it has committed, and 1 for a request that came alone (tests listen). */
let batchListener: (size: number) => void = () => {}

export function onMoneyBatch(listener: (size: number) => void): void {
  batchListener = listener
}

/**
 * The next batch: up to MAX_BATCH requests of the first one's effect, one per user; the rest keep
 * their places.
 */
function takeBatch<J extends { caller: MoneyUserAuth; effect: unknown }>(queue: J[]): J[] {
  const users = new Set<number>()
  const batch: J[] = []
  const effect = queue[0]?.effect
  for (let i = 0; i < queue.length && batch.length < MAX_BATCH;) {
    const job = queue[i] as J
    if (job.effect !== effect || users.has(job.caller.userId)) {
      i++
      continue
    }
    users.add(job.caller.userId)
    batch.push(job)
    queue.splice(i, 1)
  }
  return batch
}

const lanesOf = new WeakMap<object, Lanes<unknown, unknown>>()

function lanesFor<I, R>(deps: Deps): Lanes<I, R> {
  let lanes = lanesOf.get(deps.database.db)
  if (!lanes) lanesOf.set(deps.database.db, (lanes = new Lanes(deps)))
  return lanes as Lanes<I, R>
}

/**
 * `runOnce` for a request whose effect can be batched: the same answers, the same kept keys.
 * `alone` is the request's unbatched path (`runOnce` without its counting), for a request the batch
 * hands back.
 */
export async function answerInBatch<I, R>(
  deps: Deps,
  request: FastifyRequest,
  caller: MoneyUserAuth,
  batch: { effect: BatchedEffect<I, R>; input: I; answerOf(value: R): Envelope<R> },
  alone: () => Promise<OnceAnswer<R>>,
): Promise<OnceAnswer<R>> {
  const keyed = keyedRequest(request, caller.userId)
  const outcome = await lanesFor<I, R>(deps).run({
    effect: batch.effect,
    alone,
    caller,
    keyed,
    input: batch.input,
    answerOf: batch.answerOf,
    refusalOf: (error) => errorReply(error, request.locale),
  })
  switch (outcome.kind) {
    case 'answer':
      return { answer: outcome.answer, replayed: false }
    case 'refused':
      throw outcome.error
    case 'alone':
      return alone()
    case 'done':
      return outcome.settled
  }
}
