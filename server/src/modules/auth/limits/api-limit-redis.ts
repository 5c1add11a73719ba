import { Redis } from 'ioredis'
import { watchRedis, type HealthLog } from '../../../lib/redis-health.ts'
import type { LimitStore } from './api-limit-store.ts'

/** A store that Redis backs, and whether Redis answers now (readiness). */
export interface RedisLimitStore extends LimitStore {
  up(): boolean
}

/**
 * The general limit counted in Redis (`REDIS_URL`): one `INCRBY` and `EXPIRE` per batch, in one
 * round trip. A window's key lives two minutes. While the connection is down no call is tried: it
 * fails at once rather than waiting in the client's queue for a timeout (a batch's call, one
 * request in 60 of a busy address at the default limit, used to wait the one-second timeout). A
 * call Redis takes longer than 250 ms to answer fails too, and then no call is tried for
 * `REST_MS`: a Redis that accepts and never answers costs one wait per process every 5 s.
 */
export function redisLimitStore(url: string, log: HealthLog = quiet): RedisLimitStore {
  const redis = new Redis(url, { commandTimeout: 250, maxRetriesPerRequest: 1 })
  // Connection errors are retried by the client, counted and logged once per change by the watch.
  const health = watchRedis(redis, 'limit', log)
  // A call that failed on a connection that looks up (Redis hangs) rests Redis for a while too.
  let restUntil = 0
  return {
    up: () => health.up() && Date.now() >= restUntil,
    async take(bucket, windowStart, want, limit) {
      if (!health.usable() || Date.now() < restUntil) throw new Error('Redis is not answering')
      const key = `rate:${bucket}:${windowStart}`
      const replies = await redis
        .multi()
        .incrby(key, want)
        .expire(key, 120)
        .exec()
        .catch((error: unknown) => {
          restUntil = Date.now() + REST_MS
          throw error
        })
      const total = Number(replies?.[0]?.[1])
      if (!Number.isFinite(total)) throw new Error('redis answered no count')
      const before = total - want
      if (before >= limit) return 0
      return Math.min(want, limit - before)
    },
    async close() {
      redis.disconnect()
    },
  }
}

const REST_MS = 5000

const quiet: HealthLog = { info: () => undefined, warn: () => undefined, error: () => undefined }
