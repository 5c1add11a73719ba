import { opsCheckLedger, opsReverseEntry } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { presentOneEntry } from './entries.service.ts'
import type { EntryNames } from './entry-description.ts'
import { runLedgerCheck } from './dashboard.service.ts'
import type { LedgerCheck } from './invariants.service.ts'
import { reverseEntry } from './reversal.service.ts'

/**
 * The invariant checker, for operators (admin and finance), over the checks the server composed;
 * and the one correction of history, a reversing entry (admin).
 */
export function ledgerOpsRoutes(route: Router, deps: Deps, checks: LedgerCheck[], names: EntryNames): void {
  // Each run is kept as the newest result, which the dashboard shows.
  route(opsCheckLedger, ({ operator }) => runLedgerCheck(deps, checks, operator.operatorId))

  route(opsReverseEntry, async ({ params, body, operator }) => {
    const { entry, postings } = await reverseEntry(deps, {
      entryId: params.id,
      operatorId: operator.operatorId,
      reason: body.reason,
    })
    return presentOneEntry(deps, names, entry, postings)
  })
}
