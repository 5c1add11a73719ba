import type { ServerModule } from '../../lib/route.ts'
import { teamRoutes } from './team.routes.ts'

export const teamModule: ServerModule = {
  plugins: [teamRoutes],
}
