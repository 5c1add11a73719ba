import type { ServerModule } from '../../lib/route.ts'
import { webviewRoutes } from './webview.routes.ts'

export const webviewModule: ServerModule = {
  plugins: [webviewRoutes],
}
