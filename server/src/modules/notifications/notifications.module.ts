import type { ServerModule } from '../../lib/route.ts'
import { notificationRoutes } from './notifications.routes.ts'

/**
 * The user's notifications. Other modules write them with `notifyUser` inside their own
 * transactions; the chat socket delivers them live (it subscribes to `notificationBusOf`).
 */
export const notificationsModule: ServerModule = {
  routes: [notificationRoutes],
}
