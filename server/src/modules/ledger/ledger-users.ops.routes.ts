import { opsListUserLedger } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { listUserLedger } from './entries.service.ts'

/** A user's ledger entries in the console. */
export function ledgerUserOpsRoutes(route: Router, deps: Deps): void {
  route(opsListUserLedger, ({ params, query }) =>
    listUserLedger(deps, { userId: params.id, cursor: query.cursor }),
  )
}
