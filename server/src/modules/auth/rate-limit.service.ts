import type { Deps } from '../../deps.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { hitWindow, windowHits } from './rate-limits.repo.ts'

/** A fixed window kept in the database, so every server process counts against the same total. */
export interface Window {
  bucket: string
  seconds: number
  limit: number
}

/**
 * The database itself, not `deps.db`: a hit is counted on its own, outside any transaction of the
 * caller, so an attempt that fails (and rolls its work back) still counts.
 */
type Counter = Pick<Deps, 'database' | 'clock'>

function windowStart(clock: Clock, seconds: number): number {
  const now = clock.now()
  return now - (now % seconds)
}

/** Counts one hit in each window and refuses with 429 when any is over its limit. */
export async function hitOrRefuse(deps: Counter, windows: Window[]): Promise<void> {
  for (const w of windows) {
    const hits = await hitWindow(deps.database.db, w.bucket, windowStart(deps.clock, w.seconds))
    if (hits > w.limit) throw new AppError('RATE_LIMITED')
  }
}

/** Refuses with 429 when a window is already over its limit, without counting. */
export async function refuseIfOver(deps: Counter, windows: Window[]): Promise<void> {
  for (const w of windows) {
    const hits = await windowHits(deps.database.db, w.bucket, windowStart(deps.clock, w.seconds))
    if (hits >= w.limit) throw new AppError('RATE_LIMITED')
  }
}
