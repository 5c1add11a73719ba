import {
  NOTIFICATIONS_UNREAD,
  NOTIFICATIONS_LIST,
  NOTIFICATIONS_MARK_ALL_READ,
  NOTIFICATIONS_MARK_READ,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import * as service from './notifications.service.ts'

/** The signed-in user's own notifications: the list, the unread count, and read marks. */
export function notificationRoutes(route: Router, deps: Deps): void {
  route(NOTIFICATIONS_LIST, ({ query, user }) =>
    service.listNotifications(deps, { userId: user.userId, cursor: query.cursor }),
  )

  route(NOTIFICATIONS_UNREAD, ({ user }) => service.unreadNotifications(deps, user.userId))

  route(NOTIFICATIONS_MARK_ALL_READ, ({ user }) => service.markAllNotificationsRead(deps, user.userId))

  route(NOTIFICATIONS_MARK_READ, ({ params, user }) =>
    service.markNotificationRead(deps, { userId: user.userId, id: params.id }),
  )
}
