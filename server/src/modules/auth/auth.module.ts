import type { ServerModule } from '../../lib/route.ts'
import { authRoutes } from './auth.routes.ts'
import { invitationRoutes } from './invitations.ops.routes.ts'

export const authModule: ServerModule = {
  plugins: [authRoutes, invitationRoutes],
}
