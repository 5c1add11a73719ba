import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

export async function insertOutboxText(
  db: Kysely<DB>,
  text: { phone: string; text: string; now: number },
): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({ phone: text.phone, text: text.text, created_at: text.now })
    .execute()
}

/** The newest `limit` texts, newest first. */
export function listOutboxTexts(db: Kysely<DB>, limit: number) {
  return db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute()
}
export type OutboxTextRow = Awaited<ReturnType<typeof listOutboxTexts>>[number]
