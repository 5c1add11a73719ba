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

/** The `rate_limits` table (PostgreSQL or SQLite): one conditional upsert per call. */
export function databaseLimitStore(deps: Pick<Deps, 'database'>): LimitStore {
  return {
    take: (bucket, windowStart, want, limit) => takeHits(deps.database.db, bucket, windowStart, want, limit),
    close: async () => undefined,
  }
}
