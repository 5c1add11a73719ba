import type { ServerModule } from '../../lib/route.ts'
import { ledgerExportOpsRoutes } from './exports.ops.routes.ts'
import type { CurrencyReader } from './exports.service.ts'
import { dashboardOpsRoutes } from './dashboard.ops.routes.ts'
import type { QueueSource } from './dashboard.service.ts'
import type { EntryNames } from './entry-description.ts'
import type { LedgerCheck } from './invariants.service.ts'
import { ledgerOpsRoutes, type ReverseEntry } from './ledger.ops.routes.ts'
import { ledgerUserOpsRoutes } from './ledger-users.ops.routes.ts'

/**
 * The ledger's console endpoints. Its checker reports the invariants of every module that owns
 * money facts, and its dashboard counts queues other modules own, so the server passes both in,
 * composed where all of them are known; the exports write amounts beside the site's currency,
 * which the configuration above it holds; and a user's entries are named with operators' and
 * withdrawals' names (`names`), which modules above it hold; and a reversal goes through the
 * approvals and ends the holdings it must (`reverseEntry`), which the wallet and income hold.
 */
export function ledgerModule(
  checks: LedgerCheck[],
  queues: QueueSource,
  currency: CurrencyReader,
  names: EntryNames,
  reverseEntry: ReverseEntry,
): ServerModule {
  return {
    routes: [
      (route, deps) => ledgerOpsRoutes(route, deps, { checks, names, reverseEntry }),
      (route, deps) => dashboardOpsRoutes(route, deps, queues),
      (route, deps) => ledgerUserOpsRoutes(route, deps, names),
      (route, deps) => ledgerExportOpsRoutes(route, deps, currency),
    ],
  }
}
