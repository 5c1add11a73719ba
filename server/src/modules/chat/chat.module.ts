import type { ServerModule } from '../../lib/route.ts'
import { chatPlugin } from './chat.plugin.ts'
import { chatRoutes } from './chat.routes.ts'
import { chatOpsRoutes } from './chat.ops.routes.ts'
import { supportOpsRoutes } from './support.ops.routes.ts'

/** The chat's HTTP endpoints go through the router; its socket is a plugin of its own. */
export const chatModule: ServerModule = {
  routes: [chatRoutes, chatOpsRoutes, supportOpsRoutes],
  plugins: [chatPlugin],
}
