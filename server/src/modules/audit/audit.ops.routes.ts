import { AUDIT_OPS_EXPORT, AUDIT_OPS_LIST } from '@app/contracts'
import { onReplica, type Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { exportAuditLog, listAuditLog } from './audit.service.ts'

/** The site's currency prefix; the configuration, above the audit log, holds it. */
export type CurrencyOf = (deps: Deps) => Promise<string>

export function auditOpsRoutes(route: Router, deps: Deps, currency: CurrencyOf): void {
  route(AUDIT_OPS_LIST, ({ query }) => listAuditLog(onReplica(deps), query))

  route(AUDIT_OPS_EXPORT, async ({ query, operator }) => {
    const { operator: operatorFilter, action, object, ...range } = query
    return exportAuditLog(deps, {
      operatorId: operator.operatorId,
      range,
      filter: { operator: operatorFilter, action, object },
      currency: await currency(deps),
    })
  })
}
