import type { ServerModule } from '../../lib/route.ts'
import { auditOpsRoutes } from './audit.ops.routes.ts'

export const auditModule: ServerModule = {
  routes: [auditOpsRoutes],
}
