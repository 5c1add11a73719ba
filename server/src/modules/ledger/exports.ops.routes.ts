import { LEDGER_OPS_EXPORT, LEDGER_OPS_EXPORT_USER } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { exportLedger, type CurrencyReader } from './exports.service.ts'

/** The console's CSV exports of the ledger, whole or of one user, for a date range. */
export function ledgerExportOpsRoutes(route: Router, deps: Deps, currency: CurrencyReader): void {
  route(LEDGER_OPS_EXPORT, ({ query, operator }) =>
    exportLedger(deps, { operatorId: operator.operatorId, range: query, currency }),
  )
  route(LEDGER_OPS_EXPORT_USER, ({ params, query, operator }) =>
    exportLedger(deps, { operatorId: operator.operatorId, range: query, userId: params.id, currency }),
  )
}
