import type { Deps } from '../../../deps.ts'
import type { Clock } from '../../../lib/clock.ts'
import { AppError } from '../../../lib/errors.ts'
import { countLimitRefusal } from '../../../lib/metrics.ts'
import { giveBackHit, takeHits, windowHits } from './rate-limits.repo.ts'
import { addressKey, ipv6Groups, networkOf } from '../../../lib/addresses.ts'

export { addressKey, networkKey } from '../../../lib/addresses.ts'

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

/**
 * Reserves one attempt in each window, in order, before any work is done, and refuses with 429 at
 * the first window that is full. Each reservation is one conditional statement, so parallel
 * attempts can never pass a window's limit: of N at once, at most `limit` go on.
 */
export async function hitOrRefuse(deps: Counter, windows: Window[]): Promise<void> {
  for (const w of windows) {
    const granted = await takeHits(deps.database.db, w.bucket, windowStart(deps.clock, w.seconds), 1, w.limit)
    if (granted === 0) {
      countLimitRefusal(w.bucket)
      throw new AppError('RATE_LIMITED')
    }
  }
}

/** Gives a reserved attempt back (a sign-in that succeeded does not count as a failure). */
export async function giveBack(deps: Counter, window: Window): Promise<void> {
  await giveBackHit(deps.database.db, window.bucket, windowStart(deps.clock, window.seconds))
}

/** Hits a window has taken so far (a phone's failures, with the attempts still in flight). */
export async function hitsIn(deps: Counter, window: Window): Promise<number> {
  return windowHits(deps.database.db, window.bucket, windowStart(deps.clock, window.seconds))
}

/**
 * The windows of a per-address limit: the address (an IPv6 client's /64) at `limit`, and for IPv6
 * its /56 (one home or small site) at `limit` too and its /48 (one site, or a carrier's pool) at
 * twice `limit`, so a client that picks addresses from many /64s of one allocation is still counted.
 */
export function addressWindows(name: string, ip: string, seconds: number, limit: number): Window[] {
  const own = { bucket: `${name}:ip:${addressKey(ip)}`, seconds, limit }
  const groups = ipv6Groups(ip)
  if (!groups) return [own]
  return [
    own,
    { bucket: `${name}:ip:${networkOf(groups, 56)}`, seconds, limit },
    { bucket: `${name}:ip:${networkOf(groups, 48)}`, seconds, limit: limit * 2 },
  ]
}
