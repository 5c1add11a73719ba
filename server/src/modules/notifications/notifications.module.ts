import type { ServerModule } from '../../lib/route.ts'
import { notificationRoutes } from './notifications.routes.ts'

/**
 * The user's notifications. Other modules write them with `notifyUser` inside their own
 * transactions; its channel on the app's socket (`notificationsChannel`) pushes them live.
 */
export const notificationsModule: ServerModule = {
  routes: [notificationRoutes],
}
