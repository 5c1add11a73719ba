import * as z from 'zod/mini'
import { anyOperator, operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'
import { checkedDateRange, cursorQuery, dateRangeQuery, idParams, pageOf } from './paging.ts'

/** The ledger invariant checker's report (docs/money.md I1–I11, I13 and I14). */
export const ledgerCheckReply = z.strictObject({
  ok: z.boolean(),
  /** Unix seconds. */
  checkedAt: z.number(),
  /** One line per invariant: its name, whether it holds, and the offending rows (at most a few) when not. */
  checks: z.array(z.strictObject({ id: z.string(), name: z.string(), ok: z.boolean(), detail: z.string() })),
})
export type LedgerCheckReply = z.infer<typeof ledgerCheckReply>

/** What a journal entry was, as the console words it; `other` for a kind it has no words for. */
export const LEDGER_ENTRY_EVENTS = [
  'rechargeConfirmed',
  'withdrawalRequested',
  'withdrawalPaid',
  'withdrawalRejected',
  'withdrawalExpired',
  'withdrawalCancelled',
  'withdrawalReturned',
  'purchase',
  'income',
  'redeem',
  'inviteReward',
  'reversal',
  'other',
] as const
export type LedgerEntryEvent = (typeof LEDGER_ENTRY_EVENTS)[number]

/**
 * What a journal entry is, read from its stored kind, reference, actor and reason, for a sentence
 * in the operator's language ("Withdrawal #12 requested", "Recharge #5 confirmed by admin"); the
 * stored codes stay on the row for the operator who needs them.
 */
export const ledgerEntryWhat = z.strictObject({
  event: z.enum(LEDGER_ENTRY_EVENTS),
  /**
   * The object it is about: the recharge or withdrawal, the holding paid, the entry reversed or the
   * invited user rewarded; null when none is known.
   */
  id: z.nullable(z.number()),
  /** The product bought or paying, by the name it was bought under. */
  product: z.nullable(z.string()),
  /** The operator who did it, by username; null when the user or the system did. */
  operator: z.nullable(z.string()),
  /** The numbers of the first and last earning a receipt collected. */
  earnings: z.nullable(z.strictObject({ first: z.number(), last: z.number() })),
  /** The masked redemption code redeemed. */
  code: z.nullable(z.string()),
  /** The reason an operator gave (a rejection, a reversal); null when none was typed. */
  note: z.nullable(z.string()),
})
export type LedgerEntryWhat = z.infer<typeof ledgerEntryWhat>

/** One journal entry of a user with its postings (account codes, signed minor units). */
export const opsLedgerEntryRow = z.strictObject({
  id: z.number(),
  kind: z.string(),
  reference: z.string(),
  actor: z.string(),
  reason: z.string(),
  createdAt: z.number(),
  /** What the entry is, for the console's sentence; kind, reference, actor and reason are the stored codes. */
  what: ledgerEntryWhat,
  postings: z.array(z.strictObject({ account: z.string(), amount: z.string() })),
})
export type OpsLedgerEntryRow = z.infer<typeof opsLedgerEntryRow>

export const LEDGER_OPS_CHECK = endpoint({
  id: 'ledger.opsCheck',
  method: 'GET',
  path: '/api/ops/ledger/check',
  access: operatorsOf('admin', 'finance'),
  summary: 'Runs the money invariant checker over the stored facts and reports each invariant.',
  reply: ledgerCheckReply,
})

export const LEDGER_OPS_LIST_USER_LEDGER = endpoint({
  id: 'ledger.opsListUserLedger',
  method: 'GET',
  path: '/api/ops/users/:id/ledger',
  access: anyOperator,
  summary: "A user's journal entries with their postings, newest first; keyset-paged.",
  params: idParams,
  query: cursorQuery,
  reply: pageOf(opsLedgerEntryRow),
})

/** An operator's reason for a correction or a refusal: kept on the record and in the audit log. */
export const operatorReasonBody = z.strictObject({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.reasonRequired'),
      z.maxLength(200, 'validation.reasonRequired'),
    ),
})

/** Why an entry is reversed: kept on the reversing entry and in the audit log. */
export const reverseEntryBody = operatorReasonBody
export type ReverseEntryBody = z.infer<typeof reverseEntryBody>

export const LEDGER_OPS_REVERSE_ENTRY = endpoint({
  id: 'ledger.opsReverseEntry',
  method: 'POST',
  path: '/api/ops/ledger/entries/:id/reverse',
  access: operatorsOf('admin'),
  summary:
    'Corrects a journal entry the only way history allows: posts its mirror (every posting negated) with the operator as actor and a reason, once per entry, never overdrawing a user account. Replies with the reversing entry.',
  params: idParams,
  body: reverseEntryBody,
  reply: opsLedgerEntryRow,
  message: 'ledger.reversed',
})

export const LEDGER_OPS_EXPORT = endpoint({
  id: 'ledger.opsExport',
  method: 'GET',
  path: '/api/ops/ledger/export',
  access: operatorsOf('admin', 'finance'),
  summary:
    'Every posting of the journal entries made in a date range (`from` inclusive, `to` exclusive, Unix seconds; dates written in `tz`) as a CSV file (UTF-8 with a byte order mark), one line per posting, oldest first, streamed. Recorded in the audit log.',
  query: checkedDateRange(dateRangeQuery),
  reply: z.string(),
  envelope: false,
})

export const LEDGER_OPS_EXPORT_USER = endpoint({
  id: 'ledger.opsExportUser',
  method: 'GET',
  path: '/api/ops/users/:id/ledger/export',
  access: operatorsOf('admin', 'finance'),
  summary:
    "A user's postings in a date range as a CSV file, like the whole ledger's export; an id that names no user gives a file with only its header. Recorded in the audit log.",
  params: idParams,
  query: checkedDateRange(dateRangeQuery),
  reply: z.string(),
  envelope: false,
})
