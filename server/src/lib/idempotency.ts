import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { errorStatus, type Envelope, type ErrorCode } from '@app/contracts'
import type { RawBuilder } from 'kysely'
import type { Deps } from '../deps.ts'
import { inGroupCommit } from '../db/group-commit.ts'
import type { Tx } from '../db/transaction.ts'
import { errorReply } from './error-handler.ts'
import { AppError, ReplayedRefusal } from './errors.ts'
import { countIdempotency } from './metrics.ts'
import { findStoredAnswer, saveAnswer, type KeyId } from './idempotency.repo.ts'

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

/**
 * The signed-in user of a money request, who may come from the sessions the process found live a
 * moment ago: the request's transaction confirms the session itself (decision 0047).
 */
export interface MoneyUserAuth {
  userId: number
  sessionId: number
  /** True while the session is live and the user not frozen: evaluated in the money statement. */
  live: RawBuilder<boolean>
  /**
   * The same condition for any session and user a statement names (a batch's answers, each with its
   * own caller), at `now`: true while that session is live and its user not frozen.
   */
  liveAmong(sessionId: RawBuilder<number>, userId: RawBuilder<number>, now: number): RawBuilder<boolean>
  /** Told when `live` turned out false: the process forgets the session. */
  ended(): void
}

/**
 * Fields of a body that prove who asks rather than say what is asked (a withdrawal's password).
 * They are left out of the stored hash: a plain hash of a password beside fields anyone can guess
 * would be a password hash to try offline, and a retry that retypes it is still the same request.
 */
const CREDENTIALS: readonly string[] = ['password']

function withoutCredentials(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body
  return Object.fromEntries(Object.entries(body).filter(([key]) => !CREDENTIALS.includes(key)))
}

/**
 * What a key's stored answer remembers of its request: the URL and the body, keys sorted, without
 * its credentials.
 */
export function requestHashOf(url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${url}\n${canonical(withoutCredentials(body))}`)
    .digest('hex')
}

export type Replay = { replay: true; status: number; body: unknown }

/** Thrown inside a money transaction whose key turned out answered already: rolls its effect back. */
class AnsweredFirst extends Error {}

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
export function isStoredRefusal(error: unknown): error is AppError {
  return error instanceof AppError && errorStatus[error.code] < 500 && !RETRYABLE.has(error.code)
}

/**
 * Runs a money-moving request exactly once per (user, route, Idempotency-Key), as Stripe does:
 * the first answer is stored and replayed for a repeat; the same key with another body is refused
 * (422).
 *
 * The effect runs first, and its answer is kept for the key in the effect's own transaction, so the
 * effect and its answer commit together; requests that arrive together share that commit, each in
 * its own savepoint (group commit, `db/group-commit.ts`), and none is answered before its commit.
 * Keeping the answer is what decides the key (decision 0047): a key already answered rolls the
 * effect back and replays the first answer, and a repeat while the first is still running waits
 * for it (the key's primary key) and then replays it. The same statement confirms the caller's
 * session, so an ended session moves no money and gets 401.
 *
 * A business refusal of the effect (insufficient funds, a limit, a state that no longer allows it:
 * any 4xx but "not now") rolls the effect back, and is then kept as the key's answer in a short
 * transaction of its own and replayed too. A failure that means "not now" (rate limited, signed
 * out, a 5xx) leaves no key behind: a retry runs anew. Replays and conflicts are counted for the
 * metrics; the caller counts a fresh answer's effect.
 *
 * With `inBatch` (decisions 0048 and 0049) the request goes through its batch
 * (`idempotency-batch.ts`), which keeps answers by the same rules and hands the request back to
 * this path (`alone`) when it cannot carry it.
 */
export async function runOnce<T>(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: MoneyUserAuth,
  effect: (tx: Tx) => Promise<Envelope<T>>,
  inBatch?: (alone: () => Promise<OnceAnswer<T>>) => Promise<OnceAnswer<T>>,
): Promise<OnceAnswer<T>> {
  try {
    const alone = () => answerOnce(deps, request, reply, caller, effect)
    const once = inBatch ? await inBatch(alone) : await alone()
    if (once.replayed) countIdempotency('replay')
    return once
  } catch (error) {
    if (error instanceof ReplayedRefusal) countIdempotency('replay')
    else if (error instanceof AppError && CONFLICTS.has(error.code)) countIdempotency('conflict')
    throw error
  }
}

/** A money request's key, as it is stored: who, which route, which key, and what was asked. */
export interface KeyedRequest {
  id: KeyId
  requestHash: string
}

/** The request's Idempotency-Key (refused when absent or malformed) and what it is kept with. */
export function keyedRequest(request: FastifyRequest, userId: number): KeyedRequest {
  const key = request.headers['idempotency-key']
  if (typeof key !== 'string' || !KEY_PATTERN.test(key))
    throw new AppError('VALIDATION_FAILED', 'error.idempotencyKeyRequired')
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`
  return {
    id: { user_id: userId, route, idem_key: key },
    requestHash: requestHashOf(request.url, request.body),
  }
}

/** The caller's session turned out ended: the process forgets it, and the answer is 401. */
export function sessionEnded(caller: MoneyUserAuth): never {
  caller.ended()
  throw new AppError('UNAUTHENTICATED')
}

/** The answer the key was given first, read with the caller's session confirmed. */
export async function firstAnswer(tx: Tx, caller: MoneyUserAuth, keyed: KeyedRequest): Promise<Replay> {
  const found = await findStoredAnswer(tx, keyed.id, caller.live)
  if (!found.live) sessionEnded(caller)
  // Kept by a request whose commit this one has not seen yet: a retry replays it.
  if (!found.stored) throw new AppError('IDEMPOTENCY_IN_PROGRESS')
  if (found.stored.request_hash !== keyed.requestHash) throw new AppError('IDEMPOTENCY_MISMATCH')
  return {
    replay: true,
    status: found.stored.response_status,
    body: JSON.parse(found.stored.response_body),
  }
}

/** A replayed answer as the request's own: a refusal is thrown as it was first given. */
export function replayed<T>(reply: FastifyReply, replay: Replay): OnceAnswer<T> {
  if (replay.status !== 200) throw new ReplayedRefusal(replay.status, replay.body)
  reply.header('idempotent-replayed', 'true')
  return { answer: replay.body as Envelope<T>, replayed: true }
}

/** `runOnce` itself, without the counting. */
async function answerOnce<T>(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: MoneyUserAuth,
  effect: (tx: Tx) => Promise<Envelope<T>>,
): Promise<OnceAnswer<T>> {
  const { userId } = caller
  const keyed = keyedRequest(request, userId)

  // The key's answer is decided at the end, by keeping this request's answer in the transaction of
  // the effect that made it (decision 0047): kept only while the caller's session is live (the
  // guard may have taken it from the sessions the process found live a moment ago) and only if the
  // key has no answer yet. A key answered first (a repeat, or one still running, whose answer is
  // waited for) rolls this request's effect back and is answered with the first answer.
  const keep = async (tx: Tx, status: number, body: unknown): Promise<boolean> => {
    const kept = await saveAnswer(
      tx,
      {
        ...keyed.id,
        request_hash: keyed.requestHash,
        response_status: status,
        response_body: JSON.stringify(body),
        created_at: deps.clock.now(),
      },
      caller.live,
    )
    if (!kept.live) sessionEnded(caller)
    return kept.saved
  }
  const first = (tx: Tx) => firstAnswer(tx, caller, keyed)

  let outcome: Envelope<T> | Replay
  try {
    outcome = await inGroupCommit(deps.database, userId, async (tx): Promise<Envelope<T>> => {
      const answer = await effect(tx)
      if (await keep(tx, 200, answer)) return answer
      throw new AnsweredFirst()
    })
  } catch (error) {
    if (error instanceof AnsweredFirst) {
      // This request's effect rolled back: the first answer is the answer.
      outcome = await inGroupCommit(deps.database, userId, first)
    } else if (!isStoredRefusal(error)) {
      throw error
    } else {
      // The effect ran and refused (insufficient funds, a limit reached…): its work rolled back,
      // and the refusal becomes the key's answer, so a retry with the key gets it again.
      const refusal = errorReply(error, request.locale)
      const firstOne = await inGroupCommit(deps.database, userId, async (tx) =>
        (await keep(tx, refusal.status, refusal.body)) ? undefined : first(tx),
      )
      if (!firstOne) throw error
      outcome = firstOne
    }
  }
  if ('replay' in outcome) return replayed(reply, outcome)
  return { answer: outcome, replayed: false }
}
