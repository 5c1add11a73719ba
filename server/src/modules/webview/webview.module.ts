import type { ServerModule } from '../../lib/route.ts'
import { webviewRoutes } from './webview.routes.ts'
import { webviewOpsRoutes } from './webview.ops.routes.ts'

export const webviewModule: ServerModule = {
  routes: [webviewRoutes, webviewOpsRoutes],
}
