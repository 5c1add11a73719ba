import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { countRedisError, redisConnectedIs } from './live-metrics.ts'

/** What uses a Redis connection: the general limit's counts, the live events' publishing, or their subscription. */
export type RedisRole = 'limit' | 'live' | 'listener'

/** What the log says a lost connection means, by its role. */
const MEANS_WHEN_DOWN: Record<RedisRole, string> = {
  limit: 'Redis does not answer: the general limit counts in this process alone until it does',
  live: 'Redis does not answer: live events wait in the outbox until it does',
  listener: "Redis does not answer: this process does not hear other processes' live events",
}

export type HealthLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>

/**
 * Watches one Redis connection: `app_redis_connected{role}` follows it, each error counts in
 * `app_redis_errors_total{role}`, and the log gets one line per change (lost, back), not one per
 * error or per retry. `up()` is what readiness shows; `usable()` whether a command is worth sending:
 * yes while connected and during the first connection (a command waits for it), no once the
 * connection failed, until it is back, so that no caller waits out a timeout while Redis is away.
 */
export function watchRedis(redis: Redis, role: RedisRole, log: HealthLog): RedisWatch {
  let up = false
  let reported: boolean | undefined
  const change = (now: boolean, error?: unknown) => {
    up = now
    redisConnectedIs(role, now)
    if (reported === now) return
    // The first failure is worth a line; a connection that was never up and is not yet is not.
    if (now && reported !== undefined) log.info({ event: 'redis', role, up: true }, 'Redis answers again')
    if (!now) log.error({ event: 'redis', role, up: false, error: errorKind(error) }, MEANS_WHEN_DOWN[role])
    reported = now
  }
  redisConnectedIs(role, false)
  redis.on('ready', () => change(true))
  redis.on('error', (error: unknown) => {
    countRedisError(role)
    change(false, error)
  })
  redis.on('close', () => {
    if (up) change(false)
  })
  return {
    up: () => up && redis.status === 'ready',
    usable: () => (up && redis.status === 'ready') || (reported === undefined && redis.status !== 'end'),
  }
}

export interface RedisWatch {
  up(): boolean
  usable(): boolean
}

function errorKind(error: unknown): string {
  if (error instanceof Error) return (error as { code?: string }).code ?? error.name
  return error === undefined ? 'closed' : typeof error
}
