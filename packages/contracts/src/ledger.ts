/** The ledger invariant checker's report (MONEY.md I1–I6, I10, I11). */
export interface LedgerCheckReply {
  ok: boolean
  checkedAt: number
  checks: { id: string; name: string; ok: boolean; detail: string }[]
}

export interface OpsLedgerEntryRow {
  id: number
  kind: string
  reference: string
  actor: string
  reason: string
  createdAt: number
  postings: { account: string; amount: string }[]
}
