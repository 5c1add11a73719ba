import { opsDashboard, opsDashboardQueues } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { getDashboard, type QueueSource } from './dashboard.service.ts'

/** The console's landing page and its navigation badges, for every operator (by role). */
export function dashboardOpsRoutes(route: Router, deps: Deps, queues: QueueSource): void {
  route(opsDashboard, ({ operator }) => getDashboard(deps, queues, operator.role))
  route(opsDashboardQueues, ({ operator }) => queues(deps, operator.role))
}
