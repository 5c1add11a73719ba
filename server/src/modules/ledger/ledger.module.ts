import type { ServerModule } from '../../lib/route.ts'
import type { LedgerCheck } from './invariants.service.ts'
import { ledgerOpsRoutes } from './ledger.ops.routes.ts'
import { ledgerUserOpsRoutes } from './ledger-users.ops.routes.ts'

/**
 * The ledger's console endpoints. Its checker reports the invariants of every module that owns
 * money facts, so the server passes the checks in, composed where all of them are known.
 */
export function ledgerModule(checks: LedgerCheck[]): ServerModule {
  return { routes: [(route, deps) => ledgerOpsRoutes(route, deps, checks), ledgerUserOpsRoutes] }
}
