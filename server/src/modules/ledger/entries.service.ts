import type { OpsLedgerEntryRow, Page } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import { presentLedgerEntry } from './entries.presenter.ts'
import { listPostingsOfEntries, listUserEntries } from './ledger.repo.ts'

/** One page of a user's journal entries, newest first after `cursor`, each with its postings. */
export async function listUserLedger(
  deps: Pick<Scope, 'db'>,
  { userId, cursor }: { userId: number; cursor: number | undefined },
): Promise<Page<OpsLedgerEntryRow>> {
  const entries = await listUserEntries(deps.db, userId, cursor, PAGE_SIZE + 1)
  const postings = await listPostingsOfEntries(
    deps.db,
    entries.map((e) => e.id),
  )
  return toPage(entries, PAGE_SIZE, (entry) => presentLedgerEntry(entry, postings))
}
