import { opsCheckLedger } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { checkLedger, type LedgerCheck } from './invariants.service.ts'

/** The invariant checker, for operators (admin and finance), over the checks the server composed. */
export function ledgerOpsRoutes(route: Router, deps: Deps, checks: LedgerCheck[]): void {
  route(opsCheckLedger, () => checkLedger(deps, checks))
}
