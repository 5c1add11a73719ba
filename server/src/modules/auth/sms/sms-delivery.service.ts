import type { Deps, Scope } from '../../../deps.ts'
import { hideCodes } from '../../../lib/tokens.ts'
import * as outbox from './sms-outbox.repo.ts'
import { maskPhone } from './sms.ts'

/** Waits after the n-th failed attempt (seconds): quick at first, for a gateway's short hiccup. */
export const RETRY_DELAYS_SECONDS = [1, 2, 4, 8, 15, 30, 60, 120]
/** Attempts one text gets before it is given up, if its code has not expired first. */
export const MAX_SEND_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1
/** How long a worker holds a claimed text: longer than one send may take (the gateway's 10 s time-out). */
export const CLAIM_LEASE_SECONDS = 30
/** Texts one worker claims at a time. */
const CLAIM_BATCH = 20
/** Batches one round sends at most; the rest wait for the next round. */
const MAX_BATCHES_PER_ROUND = 10

interface Logger {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/**
 * Puts a text in the outbox inside the caller's transaction (`deps.db` is its `tx`), so it is sent
 * exactly when what it tells of is committed. With no gateway the text is kept for operators with
 * its code hidden, and never sent. Call `deps.wakeOutbox()` after the commit.
 */
export async function queueText(
  deps: Pick<Deps, 'db' | 'clock' | 'sms'>,
  message: { phone: string; text: string; expiresAt: number },
): Promise<void> {
  const now = deps.clock.now()
  if (deps.sms) await outbox.insertPendingText(deps.db, { ...message, now })
  else await outbox.insertKeptText(deps.db, { phone: message.phone, text: hideCodes(message.text), now })
}

/**
 * A newer code for `phone` was issued (inside the caller's transaction): texts of older codes still
 * waiting are given up, so the user never receives a code that no longer works after the one that does.
 */
export async function supersedePendingTexts(deps: Pick<Deps, 'db'>, phone: string): Promise<void> {
  await outbox.supersedePendingTexts(deps.db, phone, hideCodes)
}

export interface DeliveryRound {
  sent: number
  retried: number
  failed: number
}

/**
 * Sends the texts that are due, a batch at a time: a text the gateway takes is marked sent (its
 * code hidden); one it refuses waits for its next attempt, with growing delays, until its code
 * expires or its attempts run out. Every server process may run this at once: each claims its own
 * rows. A process that dies mid-send leaves its rows to another after the lease, so a text can
 * arrive twice, never not at all while its code is valid.
 */
export async function deliverDueTexts(
  deps: Pick<Deps, 'database' | 'db' | 'clock' | 'sms'>,
  log: Logger,
): Promise<DeliveryRound> {
  const round: DeliveryRound = { sent: 0, retried: 0, failed: 0 }
  const sms = deps.sms
  if (!sms) return round
  for (let batch = 0; batch < MAX_BATCHES_PER_ROUND; batch++) {
    const now = deps.clock.now()
    const claimed = await outbox.claimDueTexts(deps.db, deps.database.dialect, {
      now,
      leaseUntil: now + CLAIM_LEASE_SECONDS,
      limit: CLAIM_BATCH,
    })
    await Promise.all(claimed.map((text) => deliverOne(deps, sms, text, log, round)))
    if (claimed.length < CLAIM_BATCH) break
  }
  return round
}

async function deliverOne(
  deps: Scope,
  sms: NonNullable<Deps['sms']>,
  text: outbox.ClaimedText,
  log: Logger,
  round: DeliveryRound,
): Promise<void> {
  const phone = maskPhone(text.phone)
  if (text.expires_at !== null && text.expires_at <= deps.clock.now()) {
    // A code past its time is of no use to anyone: not sent at all.
    await outbox.markFailed(deps.db, text.id, { hiddenText: hideCodes(text.text), error: 'expired unsent' })
    round.failed += 1
    log.warn({ phone, attempt: text.attempts }, 'sms expired before it could be sent')
    return
  }
  try {
    await sms.send(text.phone, text.text)
    await outbox.markSent(deps.db, text.id, hideCodes(text.text), deps.clock.now())
    round.sent += 1
    log.info({ phone, attempt: text.attempts }, 'sms sent')
  } catch (cause) {
    // Only the cause's own words, never the text (it holds the code).
    const error = (cause instanceof Error ? cause.message : 'send failed').slice(0, 200)
    const now = deps.clock.now()
    const delay = RETRY_DELAYS_SECONDS[text.attempts - 1]
    const nextAttemptAt = delay === undefined ? undefined : now + delay
    if (nextAttemptAt === undefined || (text.expires_at !== null && nextAttemptAt >= text.expires_at)) {
      await outbox.markFailed(deps.db, text.id, { hiddenText: hideCodes(text.text), error })
      round.failed += 1
      log.warn({ phone, attempt: text.attempts, error }, 'sms given up')
    } else {
      await outbox.markRetry(deps.db, text.id, { nextAttemptAt, error })
      round.retried += 1
      log.warn({ phone, attempt: text.attempts, error, retryInSeconds: delay }, 'sms failed, will retry')
    }
  }
}

/** Texts still waiting for the gateway. */
export function outboxBacklog(deps: Pick<Deps, 'db'>): Promise<number> {
  return outbox.countPendingTexts(deps.db)
}
