import type { Deps } from '../../deps.ts'
import { deleteInBatches, type BatchOptions } from '../../lib/batches.ts'
import * as repo from './retention.repo.ts'

const DAY = 86_400

/**
 * How long auth's rows are kept once they are of no more use. Rate-limit windows: a day after they
 * start (every window is 10 minutes; one must never be longer than this). Sessions: 7 days after
 * they expire or are revoked, so a support question about a recent sign-in can still be answered.
 * Reset codes: a day after they expire. Outbox texts: 7 days.
 */
export const RATE_LIMIT_KEEP_SECONDS = DAY
export const SESSION_KEEP_SECONDS = 7 * DAY
export const RESET_KEEP_SECONDS = DAY
export const SMS_OUTBOX_KEEP_SECONDS = 7 * DAY

/** Purges auth's tables of rows past their keep time, in bounded batches; returns how many per table. */
export async function purgeAuthRows(deps: Pick<Deps, 'db' | 'clock'>, options: BatchOptions = {}) {
  const now = deps.clock.now()
  const purge = (remove: (db: Deps['db'], cutoff: number, limit: number) => Promise<number>, keep: number) =>
    deleteInBatches((limit) => remove(deps.db, now - keep, limit), options)
  return {
    rateLimits: await purge(repo.deleteWindowsBefore, RATE_LIMIT_KEEP_SECONDS),
    sessions: await purge(repo.deleteSessionsEndedBefore, SESSION_KEEP_SECONDS),
    passwordResets: await purge(repo.deleteResetsExpiredBefore, RESET_KEEP_SECONDS),
    smsOutbox: await purge(repo.deleteOutboxBefore, SMS_OUTBOX_KEEP_SECONDS),
  }
}
