import { opsListAuditLog } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { listAuditLog } from './audit.service.ts'

export function auditOpsRoutes(route: Router, deps: Deps): void {
  route(opsListAuditLog, ({ query }) => listAuditLog(deps, query))
}
