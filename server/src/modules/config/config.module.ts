import type { ServerModule } from '../../lib/route.ts'
import { configOpsRoutes } from './config.ops.routes.ts'
import { configRoutes } from './config.routes.ts'

export const configModule: ServerModule = {
  routes: [configRoutes, configOpsRoutes],
}
