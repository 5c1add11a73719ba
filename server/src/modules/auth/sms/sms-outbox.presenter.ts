import type { SmsOutboxRow } from '@app/contracts'
import type { OutboxTextRow } from './sms-outbox.repo.ts'
import { hideCodes } from '../../../lib/tokens.ts'

/** Codes are hidden again on the way out, so a text kept before they were hidden at rest never shows one. */
export function presentOutboxText(row: OutboxTextRow): SmsOutboxRow {
  return {
    id: row.id,
    phone: row.phone,
    text: hideCodes(row.text),
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }
}
