import type { Deps } from '../../../deps.ts'
import { takeHits } from './rate-limits.repo.ts'

/** Where the general limit is counted, shared by every server process. */
export interface LimitStore {
  /**
   * Takes up to `want` hits from the window `bucket`/`windowStart` that allows `limit`; returns how
   * many were granted (0 when the window is full).
   */
  take(bucket: string, windowStart: number, want: number, limit: number): Promise<number>
  close(): Promise<void>
}

/**
 * This process's own count, for when the shared store fails: an address is then limited per
 * process (with N processes it may make up to N times the limit) rather than not at all.
 */
export function memoryLimitStore(): LimitStore {
  const windows = new Map<string, number>()
  let current = -1
  return {
    async take(bucket, windowStart, want, limit) {
      // Only the current window is kept: the map never outgrows one minute's addresses.
      if (windowStart !== current) {
        windows.clear()
        current = windowStart
      }
      const before = windows.get(bucket) ?? 0
      const granted = Math.max(0, Math.min(want, limit - before))
      windows.set(bucket, before + want)
      return granted
    },
    close: async () => undefined,
  }
}

/** The `rate_limits` table (PostgreSQL or SQLite): one conditional upsert per call. */
export function databaseLimitStore(deps: Pick<Deps, 'database'>): LimitStore {
  return {
    take: (bucket, windowStart, want, limit) => takeHits(deps.database.db, bucket, windowStart, want, limit),
    close: async () => undefined,
  }
}
