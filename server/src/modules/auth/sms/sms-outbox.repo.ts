import type { Kysely } from 'kysely'
import type { Dialect } from '../../../db/database.ts'
import type { DB } from '../../../db/schema.ts'

/** A text for the gateway, due at once: `pending` until a worker sends it or gives up. */
export async function insertPendingText(
  db: Kysely<DB>,
  text: { phone: string; text: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({
      phone: text.phone,
      text: text.text,
      created_at: text.now,
      status: 'pending',
      next_attempt_at: text.now,
      expires_at: text.expiresAt,
    })
    .execute()
}

/** A text no gateway will send, kept for operators with its code already hidden. */
export async function insertKeptText(
  db: Kysely<DB>,
  text: { phone: string; text: string; now: number },
): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({ phone: text.phone, text: text.text, created_at: text.now, status: 'kept' })
    .execute()
}

/**
 * Claims up to `limit` due texts for one worker: each gets an attempt counted and a lease until
 * `leaseUntil`, after which another worker may take it (its holder died mid-send). On PostgreSQL,
 * rows another worker is claiming at this moment are skipped, not waited for.
 */
export function claimDueTexts(
  db: Kysely<DB>,
  dialect: Dialect,
  { now, leaseUntil, limit }: { now: number; leaseUntil: number; limit: number },
) {
  let due = db
    .selectFrom('sms_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('id')
    .limit(limit)
  if (dialect === 'postgres') due = due.forUpdate().skipLocked()
  return db
    .updateTable('sms_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), claimed_until: leaseUntil }))
    .where('id', 'in', due)
    .where('status', '=', 'pending')
    .returning(['id', 'phone', 'text', 'attempts', 'expires_at'])
    .execute()
}
export type ClaimedText = Awaited<ReturnType<typeof claimDueTexts>>[number]

/** The gateway took the text: its code is hidden from now on. */
export async function markSent(db: Kysely<DB>, id: number, hiddenText: string, now: number): Promise<void> {
  await db
    .updateTable('sms_outbox')
    .set({ status: 'sent', text: hiddenText, sent_at: now, claimed_until: null, last_error: null })
    .where('id', '=', id)
    .execute()
}

/** The send failed: try again at `nextAttemptAt`. */
export async function markRetry(
  db: Kysely<DB>,
  id: number,
  { nextAttemptAt, error }: { nextAttemptAt: number; error: string },
): Promise<void> {
  await db
    .updateTable('sms_outbox')
    .set({ next_attempt_at: nextAttemptAt, claimed_until: null, last_error: error })
    .where('id', '=', id)
    .execute()
}

/** Given up: the code expired or the retries ran out. The code is hidden. */
export async function markFailed(
  db: Kysely<DB>,
  id: number,
  { hiddenText, error }: { hiddenText: string; error: string },
): Promise<void> {
  await db
    .updateTable('sms_outbox')
    .set({ status: 'failed', text: hiddenText, claimed_until: null, last_error: error })
    .where('id', '=', id)
    .execute()
}

/** Gives up the texts still waiting for `phone` (a newer code replaced theirs), their codes hidden. */
export async function supersedePendingTexts(
  db: Kysely<DB>,
  phone: string,
  hiddenText: (text: string) => string,
) {
  const pending = await db
    .selectFrom('sms_outbox')
    .select(['id', 'text'])
    .where('phone', '=', phone)
    .where('status', '=', 'pending')
    .execute()
  for (const row of pending)
    await db
      .updateTable('sms_outbox')
      .set({
        status: 'failed',
        text: hiddenText(row.text),
        claimed_until: null,
        last_error: 'replaced by a newer code',
      })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .execute()
}

/** Texts still waiting for the gateway (the worker's backlog). */
export async function countPendingTexts(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('sms_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The newest `limit` texts, newest first. */
export function listOutboxTexts(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('sms_outbox')
    .select(['id', 'phone', 'text', 'created_at', 'status', 'attempts', 'sent_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}
export type OutboxTextRow = Awaited<ReturnType<typeof listOutboxTexts>>[number]
