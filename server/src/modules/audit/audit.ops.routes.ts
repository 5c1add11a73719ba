import { opsExportAuditLog, opsListAuditLog } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { exportAuditLog, listAuditLog } from './audit.service.ts'

export function auditOpsRoutes(route: Router, deps: Deps): void {
  route(opsListAuditLog, ({ query }) => listAuditLog(deps, query))

  route(opsExportAuditLog, async ({ query, operator }) => {
    const { operator: operatorFilter, action, object, ...range } = query
    return exportAuditLog(deps, {
      operatorId: operator.operatorId,
      range,
      filter: { operator: operatorFilter, action, object },
    })
  })
}
