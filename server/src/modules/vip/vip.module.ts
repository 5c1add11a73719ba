import type { ServerModule } from '../../lib/route.ts'
import { vipRoutes } from './vip.routes.ts'
import { vipOpsRoutes } from './vip.ops.routes.ts'

export const vipModule: ServerModule = {
  routes: [vipRoutes, vipOpsRoutes],
}
