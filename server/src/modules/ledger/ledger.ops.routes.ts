import { LEDGER_OPS_CHECK, LEDGER_OPS_REVERSE_ENTRY } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { presentOneEntry } from './entries.service.ts'
import type { EntryNames } from './entry-description.ts'
import { runLedgerCheck } from './dashboard.service.ts'
import type { LedgerCheck } from './invariants.service.ts'
import type { Reversal, Reversed } from './reversal.service.ts'

/** Reverses an entry with what that takes: a second admin, the holding it made ended (composed above). */
export type ReverseEntry = (deps: Deps, input: Reversal) => Promise<Reversed>

/**
 * The invariant checker, for operators (admin and finance), over the checks the server composed;
 * and the one correction of history, a reversing entry (admin, approved by a second admin).
 */
export function ledgerOpsRoutes(
  route: Router,
  deps: Deps,
  { checks, names, reverseEntry }: { checks: LedgerCheck[]; names: EntryNames; reverseEntry: ReverseEntry },
): void {
  // Each run is kept as the newest result, which the dashboard shows.
  route(LEDGER_OPS_CHECK, ({ operator }) => runLedgerCheck(deps, checks, operator.operatorId))

  route(LEDGER_OPS_REVERSE_ENTRY, async ({ params, body, operator }) => {
    const { entry, postings } = await reverseEntry(deps, {
      entryId: params.id,
      operatorId: operator.operatorId,
      reason: body.reason,
    })
    return presentOneEntry(deps, names, entry, postings)
  })
}
