import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'
import { checkedDateRange, cursorQuery, dateRangeQuery, lenient, pageOf } from './paging.ts'

/**
 * Every action the server writes to the audit log: the server may write no other (its type says
 * so), and the console has a sentence for each.
 */
export const AUDIT_ACTIONS = [
  'announcement.create',
  'announcement.update',
  'announcement.translate',
  'announcement.publish',
  'announcement.unpublish',
  'approval.request',
  'approval.reject',
  'canned-reply.create',
  'canned-reply.update',
  'canned-reply.delete',
  'channel.create',
  'channel.update',
  'channel.translate',
  'chat-link.add',
  'chat-link.remove',
  'chat.resolve',
  'chat.reopen',
  'export.recharges',
  'export.withdrawals',
  'export.ledger',
  'export.audit-log',
  'holding.freeze',
  'holding.unfreeze',
  'invitation.create',
  'language.update',
  'ledger.reverse',
  'money-settings.update',
  'operator.create',
  'operator.update',
  'operator.totp-enable',
  'operator.totp-reset',
  'operator.recovery-code-use',
  'operator.recovery-codes-new',
  'outbox.read',
  'product.create',
  'product.update',
  'product.translate',
  'product.publish',
  'product.unpublish',
  'recharge.confirm',
  'recharge.error',
  'recharge.expire',
  'redemption.create',
  'settings.update',
  'user.freeze',
  'user.unfreeze',
  'vip.update',
  'webview.add',
  'webview.remove',
  'withdrawal.complete',
  'withdrawal.reject',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** The audit log: every operator change, with what it was before and after. */
export const auditLogRow = z.strictObject({
  id: z.number(),
  /** The operator's username. */
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.number(),
})
export type AuditLogRow = z.infer<typeof auditLogRow>

const unixSecondsFilter = lenient(z.pipe(z.string().check(z.regex(/^[0-9]{1,11}$/)), z.transform(Number)))

/** What an object filter names: a kind (`withdrawal`) or one object (`withdrawal:12`). */
const objectFilter = z.string().check(z.trim(), z.maxLength(100), z.regex(/^[a-z_-]+(:\S+)?$/))

/** The audit log's filters; a malformed one reads as absent. */
export const auditFilterQuery = z.object({
  q: z.optional(
    z.pipe(
      z.string(),
      z.transform((text) => text.slice(0, 100)),
    ),
  ),
  /** The operator's id. */
  operator: lenient(z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,9}$/)), z.transform(Number))),
  action: lenient(z.enum(AUDIT_ACTIONS)),
  object: lenient(objectFilter),
  /** Entries made at or after these Unix seconds. */
  from: unixSecondsFilter,
  /** Entries made before these Unix seconds. */
  to: unixSecondsFilter,
})
export type AuditFilter = z.infer<typeof auditFilterQuery>

export const AUDIT_OPS_LIST = endpoint({
  id: 'audit.opsList',
  method: 'GET',
  path: '/api/ops/audit-log',
  access: operatorsOf('admin'),
  summary:
    "Newest first, keyset-paged; `q` matches the action, the target or the operator's name; `operator`, `action`, `object` (a kind or `kind:id`) and `from`/`to` (Unix seconds) narrow it.",
  query: z.extend(cursorQuery, auditFilterQuery.shape),
  reply: pageOf(auditLogRow),
})

export const AUDIT_OPS_EXPORT = endpoint({
  id: 'audit.opsExport',
  method: 'GET',
  path: '/api/ops/audit-log/export',
  access: operatorsOf('admin'),
  summary:
    "The audit entries of a date range (`from` inclusive, `to` exclusive, Unix seconds; dates written in `tz`), with the list's filters, as a CSV file (UTF-8 with a byte order mark), oldest first, streamed. The export is itself recorded in the audit log.",
  query: checkedDateRange(
    z.extend(dateRangeQuery, {
      operator: auditFilterQuery.shape.operator,
      action: auditFilterQuery.shape.action,
      object: auditFilterQuery.shape.object,
    }),
  ),
  reply: z.string(),
  envelope: false,
})
