import { LEDGER_OPS_DASHBOARD, LEDGER_OPS_DASHBOARD_QUEUES } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { getDashboard, type QueueSource } from './dashboard.service.ts'

/** The console's landing page and its navigation badges, for every operator (by role). */
export function dashboardOpsRoutes(route: Router, deps: Deps, queues: QueueSource): void {
  route(LEDGER_OPS_DASHBOARD, ({ operator }) => getDashboard(deps, queues, operator.role))
  route(LEDGER_OPS_DASHBOARD_QUEUES, ({ operator }) => queues(deps, operator.role))
}
