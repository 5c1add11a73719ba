import type { ServerModule } from '../../lib/route.ts'
import { operatorOpsRoutes } from './operators.ops.routes.ts'

export const operatorsModule: ServerModule = {
  routes: [operatorOpsRoutes],
}
