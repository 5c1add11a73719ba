import * as z from 'zod/mini'
import { anyOperator, operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'
import { cursorQuery, idParams, pageOf } from './paging.ts'

/** The ledger invariant checker's report (MONEY.md I1–I11). */
export const ledgerCheckReply = z.strictObject({
  ok: z.boolean(),
  /** Unix seconds. */
  checkedAt: z.number(),
  /** One line per invariant: its name, whether it holds, and the offending rows (at most a few) when not. */
  checks: z.array(z.strictObject({ id: z.string(), name: z.string(), ok: z.boolean(), detail: z.string() })),
})
export type LedgerCheckReply = z.infer<typeof ledgerCheckReply>

/** One journal entry of a user with its postings (account codes, signed minor units). */
export const opsLedgerEntryRow = z.strictObject({
  id: z.number(),
  kind: z.string(),
  reference: z.string(),
  actor: z.string(),
  reason: z.string(),
  createdAt: z.number(),
  postings: z.array(z.strictObject({ account: z.string(), amount: z.string() })),
})
export type OpsLedgerEntryRow = z.infer<typeof opsLedgerEntryRow>

export const opsCheckLedger = endpoint({
  id: 'ledger.opsCheck',
  method: 'GET',
  path: '/api/ops/ledger/check',
  access: operatorsOf('admin', 'finance'),
  summary: 'Runs the money invariant checker over the stored facts and reports each invariant.',
  reply: ledgerCheckReply,
})

export const opsListUserLedger = endpoint({
  id: 'ledger.opsListUserLedger',
  method: 'GET',
  path: '/api/ops/users/:id/ledger',
  access: anyOperator,
  summary: "A user's journal entries with their postings, newest first; keyset-paged.",
  params: idParams,
  query: cursorQuery,
  reply: pageOf(opsLedgerEntryRow),
})
