import type { OpsLedgerEntryRow } from '@app/contracts'
import { describeEntry, type NamesOfPage } from './entry-description.ts'
import type { EntryRow, PostingLine } from './ledger.repo.ts'

/** An entry with its own postings, picked from the postings of a page of entries, and what it is. */
export function presentLedgerEntry(
  entry: EntryRow,
  postings: PostingLine[],
  names: NamesOfPage,
): OpsLedgerEntryRow {
  return {
    id: entry.id,
    kind: entry.kind,
    reference: entry.reference,
    actor: entry.actor,
    reason: entry.reason,
    createdAt: entry.created_at,
    what: describeEntry(entry, names),
    postings: postings
      .filter((p) => p.entry_id === entry.id)
      .map((p) => ({ account: p.code, amount: String(p.amount) })),
  }
}
