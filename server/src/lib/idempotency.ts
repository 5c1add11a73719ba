import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { errorStatus, type Envelope, type ErrorCode } from '@app/contracts'
import type { Deps } from '../deps.ts'
import { inGroupCommit } from '../db/group-commit.ts'
import { isUniqueViolation, type Tx } from '../db/transaction.ts'
import { errorReply } from './error-handler.ts'
import { AppError, ReplayedRefusal } from './errors.ts'
import { countIdempotency } from './metrics.ts'
import { findStoredAnswer, lockKeyAndFindAnswer, storeAnswer } from './idempotency.repo.ts'

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/

/** Deeper than any declared body: such a body was refused by its schema before it gets here. */
const MAX_DEPTH = 32

/** JSON with sorted keys, so the same body always hashes the same; refuses absurd nesting. */
function canonical(value: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) throw new AppError('VALIDATION_FAILED', 'error.invalidBody')
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item, depth + 1)).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k], depth + 1)}`)
      .join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

type Replay = { replay: true; status: number; body: unknown }

/** A money request's answer, and whether it is the stored answer of an earlier request (a replay). */
export interface OnceAnswer<T> {
  answer: Envelope<T>
  replayed: boolean
}

/** Refusals of a repeated key: another body (422), or the first request still running (409). */
const CONFLICTS: ReadonlySet<ErrorCode> = new Set(['IDEMPOTENCY_MISMATCH', 'IDEMPOTENCY_IN_PROGRESS'])

/** Refusals that mean "not now" rather than "no": never stored, so a retry runs anew. */
const RETRYABLE: ReadonlySet<ErrorCode> = new Set([
  'IDEMPOTENCY_IN_PROGRESS',
  'IDEMPOTENCY_MISMATCH',
  'RATE_LIMITED',
  'UNAUTHENTICATED',
  'UNAVAILABLE',
  'INTERNAL',
])

/** A business refusal from an effect that ran: a 4xx AppError that is not a "try again". */
function isStoredRefusal(error: unknown): error is AppError {
  return error instanceof AppError && errorStatus[error.code] < 500 && !RETRYABLE.has(error.code)
}

/**
 * Runs a money-moving request exactly once per (user, route, Idempotency-Key), as Stripe does:
 * the first answer is stored and replayed for a repeat; the same key with another body is refused
 * (422); a repeat while the first is still running is refused (409).
 *
 * A success is stored in the effect's own transaction, so the effect and its answer commit together;
 * requests that arrive together share that commit, each in its own savepoint (group commit,
 * `db/group-commit.ts`), and none is answered before its commit. A business refusal of the effect (insufficient funds, a limit, a state
 * that no longer allows it: any 4xx but "not now") rolls the effect back, and is then stored in a
 * short transaction of its own and replayed too. A failure that means "not now" (in progress, rate
 * limited, signed out, a 5xx) leaves no key behind: a retry runs anew. On PostgreSQL a
 * transaction-scoped advisory lock on the key tells "still running" at once; on SQLite
 * `BEGIN IMMEDIATE` already runs writers one at a time, so a repeat waits and then replays.
 * Replays and conflicts are counted for the metrics; the caller counts a fresh answer's effect.
 */
export async function runOnce<T>(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  effect: (tx: Tx) => Promise<Envelope<T>>,
): Promise<OnceAnswer<T>> {
  try {
    const once = await answerOnce(deps, request, reply, userId, effect)
    if (once.replayed) countIdempotency('replay')
    return once
  } catch (error) {
    if (error instanceof ReplayedRefusal) countIdempotency('replay')
    else if (error instanceof AppError && CONFLICTS.has(error.code)) countIdempotency('conflict')
    throw error
  }
}

/** `runOnce` itself, without the counting. */
async function answerOnce<T>(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  effect: (tx: Tx) => Promise<Envelope<T>>,
): Promise<OnceAnswer<T>> {
  const key = request.headers['idempotency-key']
  if (typeof key !== 'string' || !KEY_PATTERN.test(key))
    throw new AppError('VALIDATION_FAILED', 'error.idempotencyKeyRequired')
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`
  const requestHash = createHash('sha256')
    .update(`${request.url}\n${canonical(request.body)}`)
    .digest('hex')
  const id = { user_id: userId, route, idem_key: key }

  // The key's stored answer, if any; on PostgreSQL a transaction-scoped advisory lock on the key
  // first, so a repeat while the first is still running is told so at once.
  const storedAnswer = async (tx: Tx): Promise<Replay | undefined> => {
    let existing: Awaited<ReturnType<typeof findStoredAnswer>>
    if (deps.database.dialect === 'postgres') {
      const lock = await lockKeyAndFindAnswer(tx, `${userId}\n${route}\n${key}`, id)
      if (!lock.taken) throw new AppError('IDEMPOTENCY_IN_PROGRESS')
      existing = lock.stored
    } else existing = await findStoredAnswer(tx, id)
    if (!existing) return undefined
    if (existing.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_MISMATCH')
    return { replay: true, status: existing.response_status, body: JSON.parse(existing.response_body) }
  }
  // An answer already there was committed by the first request after this one looked (see
  // `lockKeyAndFindAnswer`): this one's work rolls back, and a retry replays that answer.
  const store = (tx: Tx, status: number, body: unknown) =>
    storeAnswer(tx, {
      ...id,
      request_hash: requestHash,
      response_status: status,
      response_body: JSON.stringify(body),
      created_at: deps.clock.now(),
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? new AppError('IDEMPOTENCY_IN_PROGRESS') : error
    })

  let outcome: Envelope<T> | Replay
  try {
    outcome = await inGroupCommit(deps.database, userId, async (tx): Promise<Envelope<T> | Replay> => {
      const stored = await storedAnswer(tx)
      if (stored) return stored
      const answer = await effect(tx)
      await store(tx, 200, answer)
      return answer
    })
  } catch (error) {
    if (!isStoredRefusal(error)) throw error
    // The effect ran and refused (insufficient funds, a limit reached…): its work rolled back, and
    // the refusal becomes the key's answer, so a retry with the key gets it again.
    const refusal = errorReply(error, request.locale)
    const stored = await inGroupCommit(deps.database, userId, async (tx) => {
      const earlier = await storedAnswer(tx)
      if (!earlier) await store(tx, refusal.status, refusal.body)
      return earlier
    })
    if (!stored) throw error
    outcome = stored
  }
  if ('replay' in outcome) {
    if (outcome.status !== 200) throw new ReplayedRefusal(outcome.status, outcome.body)
    reply.header('idempotent-replayed', 'true')
    return { answer: outcome.body as Envelope<T>, replayed: true }
  }
  return { answer: outcome, replayed: false }
}
