import type { ServerModule } from '../../lib/route.ts'
import { authOpsRoutes } from './auth.ops.routes.ts'
import { authRoutes } from './auth.routes.ts'
import { invitationOpsRoutes } from './invitations.ops.routes.ts'
import { smsOutboxOpsRoutes } from './sms-outbox.ops.routes.ts'
import { userSessionsOpsRoutes } from './user-sessions.ops.routes.ts'
import { userSessionsRoutes } from './user-sessions.routes.ts'

export const authModule: ServerModule = {
  routes: [
    authRoutes,
    authOpsRoutes,
    invitationOpsRoutes,
    smsOutboxOpsRoutes,
    userSessionsRoutes,
    userSessionsOpsRoutes,
  ],
}
