import { createHash, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Envelope } from '@app/contracts'
import type { Deps } from '../deps.ts'
import { inTransaction, isUniqueViolation, type Tx } from '../db/transaction.ts'
import { AppError } from './errors.ts'

/** A key left running longer than this belonged to a process that died; another attempt may take it. */
const STALE_SECONDS = 60
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/

/** JSON with sorted keys, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/**
 * Runs a money-moving request exactly once per (user, route, Idempotency-Key), as Stripe does:
 * the first answer is stored and replayed for a repeat; the same key with another body is refused
 * (422); a repeat while the first is still running is refused (409). The effect and the stored
 * answer commit in one transaction; if the effect fails, the key is released so a retry runs anew.
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
  const owner = randomBytes(12).toString('hex')
  const id = { user_id: userId, route, idem_key: key }

  const replay = await claim(deps, id, requestHash, owner)
  if (replay) {
    reply.header('idempotent-replayed', 'true')
    reply.status(replay.status)
    return replay.body as Envelope<T>
  }
  try {
    return await inTransaction(deps.database, async (tx) => {
      const answer = await effect(tx)
      const done = await tx
        .updateTable('idempotency_keys')
        .set({ status: 'done', response_status: 200, response_body: JSON.stringify(answer) })
        .where('user_id', '=', userId)
        .where('route', '=', route)
        .where('idem_key', '=', key)
        .where('owner', '=', owner)
        .where('status', '=', 'running')
        .executeTakeFirst()
      if (done.numUpdatedRows !== 1n) throw new AppError('IDEMPOTENCY_IN_PROGRESS')
      return answer
    })
  } catch (error) {
    await deps.database.db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', userId)
      .where('route', '=', route)
      .where('idem_key', '=', key)
      .where('owner', '=', owner)
      .where('status', '=', 'running')
      .execute()
    throw error
  }
}

type KeyId = { user_id: number; route: string; idem_key: string }

/** Takes the key for this attempt, or says what to answer instead (a replay, 409 or 422). */
async function claim(
  deps: Deps,
  id: KeyId,
  requestHash: string,
  owner: string,
): Promise<{ status: number; body: unknown } | null> {
  const now = deps.clock.now()
  const db = deps.database.db
  try {
    await db
      .insertInto('idempotency_keys')
      .values({
        ...id,
        request_hash: requestHash,
        owner,
        status: 'running',
        response_status: null,
        response_body: null,
        created_at: now,
      })
      .execute()
    return null
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
  }
  const existing = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('user_id', '=', id.user_id)
    .where('route', '=', id.route)
    .where('idem_key', '=', id.idem_key)
    .executeTakeFirst()
  if (!existing) return claim(deps, id, requestHash, owner)
  if (existing.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_MISMATCH')
  if (existing.status === 'done')
    return { status: existing.response_status ?? 200, body: JSON.parse(existing.response_body ?? 'null') }
  if (now - existing.created_at < STALE_SECONDS) throw new AppError('IDEMPOTENCY_IN_PROGRESS')
  const taken = await db
    .updateTable('idempotency_keys')
    .set({ owner, created_at: now })
    .where('user_id', '=', id.user_id)
    .where('route', '=', id.route)
    .where('idem_key', '=', id.idem_key)
    .where('owner', '=', existing.owner)
    .where('status', '=', 'running')
    .executeTakeFirst()
  if (taken.numUpdatedRows !== 1n) throw new AppError('IDEMPOTENCY_IN_PROGRESS')
  return null
}
