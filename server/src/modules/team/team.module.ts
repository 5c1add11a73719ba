import type { ServerModule } from '../../lib/route.ts'
import { teamRoutes } from './team.routes.ts'
import { teamOpsRoutes } from './team.ops.routes.ts'

export const teamModule: ServerModule = {
  routes: [teamRoutes, teamOpsRoutes],
}
