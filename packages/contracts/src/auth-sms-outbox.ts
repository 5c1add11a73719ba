import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'

/**
 * The SMS outbox, part of auth: every text the server sent or tried to send. A text is `pending`
 * (waiting for the gateway, `attempts` made so far), `sent`, `failed` (given up: the code expired
 * or the retries ran out), or `kept` (no gateway is configured: never sent). Codes are hidden.
 */
export const smsOutboxRow = z.strictObject({
  id: z.number(),
  phone: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'kept']),
  attempts: z.number(),
  createdAt: z.number(),
  sentAt: z.nullable(z.number()),
})
export type SmsOutboxRow = z.infer<typeof smsOutboxRow>

export const AUTH_OPS_LIST_SMS_OUTBOX = endpoint({
  id: 'auth.opsListSmsOutbox',
  method: 'GET',
  path: '/api/ops/sms-outbox',
  access: operatorsOf('admin'),
  summary:
    'The newest 100 texts of the SMS outbox with what became of each (pending, sent, failed, or kept when no gateway is configured), one-time codes hidden; each read is audited.',
  reply: z.array(smsOutboxRow),
})
