import type { Deps } from '../../../deps.ts'
import { deleteInBatches, type BatchOptions } from '../../../lib/batches.ts'
import { deleteAloneDaysBefore } from './alone-days.repo.ts'

const DAY = 86_400

/**
 * Days whose totals of what operators and users moved alone are kept: only today's decides a
 * limit (decision 0058); a week stays for whoever asks why an action waited for a second operator.
 */
export const ALONE_DAYS_KEPT = 7

/** Purges the totals of days older than `ALONE_DAYS_KEPT`, in bounded batches; how many went. */
export function purgeAloneDays(
  deps: Pick<Deps, 'db' | 'clock'>,
  options: BatchOptions = {},
): Promise<number> {
  const firstKept = Math.floor(deps.clock.now() / DAY) - ALONE_DAYS_KEPT + 1
  return deleteInBatches((limit) => deleteAloneDaysBefore(deps.db, firstKept, limit), options)
}
