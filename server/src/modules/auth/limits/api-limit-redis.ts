import { Redis } from 'ioredis'
import type { LimitStore } from './api-limit-store.ts'

/**
 * The general limit counted in Redis (`REDIS_URL`): one `INCRBY` and `EXPIRE` per batch, in one
 * round trip. A window's key lives two minutes. A call Redis does not answer within a second
 * fails, and the limiter lets that batch of requests through rather than holding them.
 */
export function redisLimitStore(url: string): LimitStore {
  const redis = new Redis(url, { commandTimeout: 1000, maxRetriesPerRequest: 1 })
  // Connection errors are retried by the client; they are not the process's to crash on.
  redis.on('error', () => undefined)
  return {
    async take(bucket, windowStart, want, limit) {
      const key = `rate:${bucket}:${windowStart}`
      const replies = await redis.multi().incrby(key, want).expire(key, 120).exec()
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
