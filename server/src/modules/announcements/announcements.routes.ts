import {
  contentLocaleOf,
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
  // Titles and bodies come in the caller's language: an HTTP cache must keep one reply per language.
  route(listAnnouncements, ({ query, user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return service.announcementPage(deps, {
      userId: user?.userId,
      cursor: query.cursor,
      locale: contentLocaleOf(locale),
    })
  })

  route(getLatestAnnouncement, ({ user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return service.latestAnnouncement(deps, user?.userId, contentLocaleOf(locale))
  })

  route(getUnreadAnnouncementCount, ({ user }) => service.unreadAnnouncementCount(deps, user.userId))

  route(getAnnouncement, ({ params, user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return service.openAnnouncement(deps, {
      id: params.id,
      userId: user?.userId,
      locale: contentLocaleOf(locale),
    })
  })
}
