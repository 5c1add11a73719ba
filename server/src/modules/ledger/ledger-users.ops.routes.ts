import { LEDGER_OPS_LIST_USER_LEDGER } from '@app/contracts'
import { onReplica, type Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { listUserLedger } from './entries.service.ts'
import type { EntryNames } from './entry-description.ts'

/** A user's ledger entries in the console, each with what it is. */
export function ledgerUserOpsRoutes(route: Router, deps: Deps, names: EntryNames): void {
  route(LEDGER_OPS_LIST_USER_LEDGER, ({ params, query }) =>
    listUserLedger(onReplica(deps), names, { userId: params.id, cursor: query.cursor }),
  )
}
