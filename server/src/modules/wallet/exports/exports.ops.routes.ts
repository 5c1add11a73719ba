import { WALLET_OPS_EXPORT_RECHARGES, WALLET_OPS_EXPORT_WITHDRAWALS } from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import { exportRecharges, exportWithdrawals } from './exports.service.ts'

/** The console's CSV exports of the recharge and withdrawal queues, for a date range. */
export function walletExportOpsRoutes(route: Router, deps: Deps): void {
  route(WALLET_OPS_EXPORT_RECHARGES, ({ query, operator }) =>
    exportRecharges(deps, { operatorId: operator.operatorId, range: query }),
  )
  route(WALLET_OPS_EXPORT_WITHDRAWALS, ({ query, operator }) =>
    exportWithdrawals(deps, { operatorId: operator.operatorId, range: query }),
  )
}
