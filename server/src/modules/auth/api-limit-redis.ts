import { Redis } from 'ioredis'
import type { LimitStore } from './api-limit.ts'

/**
 * The general limit counted in Redis (`REDIS_URL`): one `INCRBY` and `EXPIRE` per batch, in one
 * round trip. A window's key lives two minutes. While Redis cannot be reached, calls fail at once
 * (no offline queue), and the limiter lets requests through rather than holding them.
 */
export function redisLimitStore(url: string): LimitStore {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
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
