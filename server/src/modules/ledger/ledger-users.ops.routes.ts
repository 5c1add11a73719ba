import { opsListUserLedger } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import type { Router } from '../../lib/route.ts'
import { presentLedgerEntry } from './entries.presenter.ts'
import { listPostingsOfEntries, listUserEntries } from './ledger.repo.ts'

/** A user's ledger entries in the console. */
export function ledgerUserOpsRoutes(route: Router, deps: Deps): void {
  route(opsListUserLedger, async ({ params, query }) => {
    const entries = await listUserEntries(deps.db, params.id, query.cursor, PAGE_SIZE + 1)
    const postings = await listPostingsOfEntries(
      deps.db,
      entries.map((e) => e.id),
    )
    return toPage(entries, PAGE_SIZE, (entry) => presentLedgerEntry(entry, postings))
  })
}
