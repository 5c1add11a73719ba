import type { ServerModule } from '../../lib/route.ts'
import { announcementRoutes } from './announcements.routes.ts'
import { announcementOpsRoutes } from './announcements.ops.routes.ts'

export const announcementsModule: ServerModule = {
  routes: [announcementRoutes, announcementOpsRoutes],
}
