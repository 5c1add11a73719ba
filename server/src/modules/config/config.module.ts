import type { ServerModule } from '../../lib/route.ts'
import { configRoutes } from './config.routes.ts'
import { siteRoutes } from './config.ops.routes.ts'

export const configModule: ServerModule = {
  plugins: [configRoutes, siteRoutes],
}
