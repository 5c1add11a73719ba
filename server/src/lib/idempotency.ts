import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Envelope } from '@app/contracts'
import type { Deps } from '../deps.ts'
import { inTransaction, type Tx } from '../db/transaction.ts'
import { AppError } from './errors.ts'
import { findStoredAnswer, storeAnswer, tryLockKey } from './idempotency.repo.ts'

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

/**
 * Runs a money-moving request exactly once per (user, route, Idempotency-Key), as Stripe does:
 * the first answer is stored and replayed for a repeat; the same key with another body is refused
 * (422); a repeat while the first is still running is refused (409).
 *
 * Everything happens in the effect's own transaction, so the effect and its stored answer commit
 * together (one commit per request), and a failed effect leaves no key behind: a retry runs anew.
 * On PostgreSQL a transaction-scoped advisory lock on the key tells "still running" at once; on
 * SQLite `BEGIN IMMEDIATE` already runs writers one at a time, so a repeat waits and then replays.
 */
export async function runOnce<T>(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  effect: (tx: Tx) => Promise<Envelope<T>>,
): Promise<Envelope<T>> {
  const key = request.headers['idempotency-key']
  if (typeof key !== 'string' || !KEY_PATTERN.test(key))
    throw new AppError('VALIDATION_FAILED', 'error.idempotencyKeyRequired')
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`
  const requestHash = createHash('sha256')
    .update(`${request.url}\n${canonical(request.body)}`)
    .digest('hex')
  const id = { user_id: userId, route, idem_key: key }

  const outcome = await inTransaction(deps.database, async (tx): Promise<Envelope<T> | Replay> => {
    if (deps.database.dialect === 'postgres' && !(await tryLockKey(tx, `${userId}\n${route}\n${key}`)))
      throw new AppError('IDEMPOTENCY_IN_PROGRESS')
    const existing = await findStoredAnswer(tx, id)
    if (existing) {
      if (existing.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_MISMATCH')
      return { replay: true, status: existing.response_status, body: JSON.parse(existing.response_body) }
    }
    const answer = await effect(tx)
    await storeAnswer(tx, {
      ...id,
      request_hash: requestHash,
      response_status: 200,
      response_body: JSON.stringify(answer),
      created_at: deps.clock.now(),
    })
    return answer
  })
  if ('replay' in outcome) {
    reply.header('idempotent-replayed', 'true')
    reply.status(outcome.status)
    return outcome.body as Envelope<T>
  }
  return outcome
}
