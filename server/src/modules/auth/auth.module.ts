import type { ServerModule } from '../../lib/route.ts'
import { authOpsRoutes } from './operator-keys/auth.ops.routes.ts'
import { authRoutes } from './sign-in/auth.routes.ts'
import { invitationOpsRoutes } from './invitations/invitations.ops.routes.ts'
import { smsOutboxOpsRoutes } from './sms/sms-outbox.ops.routes.ts'
import { userSessionsOpsRoutes } from './sessions/user-sessions.ops.routes.ts'
import { userSessionsRoutes } from './sessions/user-sessions.routes.ts'

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
