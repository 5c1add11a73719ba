import type { ServerModule } from '../../lib/route.ts'
import { auditOpsRoutes, type CurrencyOf } from './audit.ops.routes.ts'

/** The audit log's endpoints; its CSV writes amounts with the site's currency, which the server passes in. */
export function auditModule(currency: CurrencyOf): ServerModule {
  return { routes: [(route, deps) => auditOpsRoutes(route, deps, currency)] }
}
