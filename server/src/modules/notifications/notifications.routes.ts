import {
  getNotificationUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import * as service from './notifications.service.ts'

/** The signed-in user's own notifications: the list, the unread count, and read marks. */
export function notificationRoutes(route: Router, deps: Deps): void {
  route(listNotifications, ({ query, user }) =>
    service.listNotifications(deps, { userId: user.userId, cursor: query.cursor }),
  )

  route(getNotificationUnread, ({ user }) => service.unreadNotifications(deps, user.userId))

  route(markAllNotificationsRead, ({ user }) => service.markAllNotificationsRead(deps, user.userId))

  route(markNotificationRead, ({ params, user }) =>
    service.markNotificationRead(deps, { userId: user.userId, id: params.id }),
  )
}
