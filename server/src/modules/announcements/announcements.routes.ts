import {
  contentLocaleOf,
  ANNOUNCEMENTS_GET,
  ANNOUNCEMENTS_LATEST,
  ANNOUNCEMENTS_UNREAD_COUNT,
  ANNOUNCEMENTS_LIST,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import * as service from './reading.service.ts'

/** What users read: anyone may, and a signed-in reader's opened announcements stop being unread. */
export function announcementRoutes(route: Router, deps: Deps): void {
  // Titles and bodies come in the caller's language: an HTTP cache must keep one reply per language.
  route(ANNOUNCEMENTS_LIST, ({ query, user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return service.announcementPage(deps, {
      userId: user?.userId,
      cursor: query.cursor,
      locale: contentLocaleOf(locale),
    })
  })

  route(ANNOUNCEMENTS_LATEST, ({ user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return service.latestAnnouncement(deps, user?.userId, contentLocaleOf(locale))
  })

  route(ANNOUNCEMENTS_UNREAD_COUNT, ({ user }) => service.unreadAnnouncementCount(deps, user.userId))

  route(ANNOUNCEMENTS_GET, ({ params, user, locale, setHeader }) => {
    setHeader('vary', 'Accept-Language')
    return service.openAnnouncement(deps, {
      id: params.id,
      userId: user?.userId,
      locale: contentLocaleOf(locale),
    })
  })
}
