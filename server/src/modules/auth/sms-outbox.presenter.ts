import type { SmsOutboxRow } from '@app/contracts'
import type { OutboxTextRow } from './sms-outbox.repo.ts'

export function presentOutboxText(row: OutboxTextRow): SmsOutboxRow {
  return { id: row.id, phone: row.phone, text: row.text, createdAt: row.created_at }
}
