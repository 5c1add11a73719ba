import type { ServerModule } from '../../lib/route.ts'
import { incomeRoutes } from './income.routes.ts'
import { incomeOpsRoutes } from './income.ops.routes.ts'

export const incomeModule: ServerModule = {
  routes: [incomeRoutes, incomeOpsRoutes],
}
