import {
  getAnnouncement,
  getLatestAnnouncement,
  getUnreadAnnouncementCount,
  listAnnouncements,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import * as service from './reading.service.ts'

/** What users read: anyone may, and a signed-in reader's opened announcements stop being unread. */
export function announcementRoutes(route: Router, deps: Deps): void {
  route(listAnnouncements, ({ query, user }) =>
    service.announcementPage(deps, { userId: user?.userId, cursor: query.cursor }),
  )

  route(getLatestAnnouncement, ({ user }) => service.latestAnnouncement(deps, user?.userId))

  route(getUnreadAnnouncementCount, ({ user }) => service.unreadAnnouncementCount(deps, user.userId))

  route(getAnnouncement, ({ params, user }) =>
    service.openAnnouncement(deps, { id: params.id, userId: user?.userId }),
  )
}
