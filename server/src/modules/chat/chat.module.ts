import type { ServerModule } from '../../lib/route.ts'
import { chatRoutes } from './chat.routes.ts'
import { chatOpsRoutes } from './chat.ops.routes.ts'
import { supportOpsRoutes } from './support.ops.routes.ts'

/** The chat's HTTP endpoints go through the router; its socket is a channel on the app's socket (`chatChannel`). */
export const chatModule: ServerModule = {
  routes: [chatRoutes, chatOpsRoutes, supportOpsRoutes],
}
