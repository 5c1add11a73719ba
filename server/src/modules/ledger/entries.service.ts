import type { OpsLedgerEntryRow, Page } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import { presentLedgerEntry } from './entries.presenter.ts'
import { namesOf, type EntryNames } from './entry-description.ts'
import { listPostingsOfEntries, listUserEntries, type EntryRow, type PostingLine } from './ledger.repo.ts'

/** One page of a user's journal entries, newest first after `cursor`, each with its postings. */
export async function listUserLedger(
  deps: Pick<Scope, 'db'>,
  names: EntryNames,
  { userId, cursor }: { userId: number; cursor: number | undefined },
): Promise<Page<OpsLedgerEntryRow>> {
  const entries = await listUserEntries(deps.db, userId, cursor, PAGE_SIZE + 1)
  const [postings, named] = await Promise.all([
    listPostingsOfEntries(
      deps.db,
      entries.map((e) => e.id),
    ),
    namesOf(deps.db, names, userId, entries.slice(0, PAGE_SIZE)),
  ])
  return toPage(entries, PAGE_SIZE, (entry) => presentLedgerEntry(entry, postings, named))
}

/** One entry as the console shows it (a reversal's answer). */
export async function presentOneEntry(
  deps: Pick<Scope, 'db'>,
  names: EntryNames,
  entry: EntryRow,
  postings: PostingLine[],
): Promise<OpsLedgerEntryRow> {
  return presentLedgerEntry(entry, postings, await namesOf(deps.db, names, entry.user_id, [entry]))
}
