import { isIPv6 } from 'node:net'
import type { Deps } from '../../deps.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { countLimitRefusal } from '../../lib/metrics.ts'
import { giveBackHit, takeHits } from './rate-limits.repo.ts'

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

/**
 * The part of a client's address a per-address limit counts: the whole IPv4 address, or the /64
 * network of an IPv6 one (a single subscriber is handed a whole /64 and can pick any address in it).
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip
  if (ip.startsWith('::ffff:') && ip.includes('.')) return ip.slice(7)
  const [head = '', tail = ''] = ip.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`
}
