import type { ServerModule } from '../../lib/route.ts'
import { announcementRoutes } from './announcements.routes.ts'
import { opsAnnouncementRoutes } from './announcements.ops.routes.ts'

export const announcementsModule: ServerModule = {
  plugins: [announcementRoutes, opsAnnouncementRoutes],
}
