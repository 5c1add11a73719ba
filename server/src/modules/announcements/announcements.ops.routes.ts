import {
  ANNOUNCEMENTS_OPS_CREATE,
  ANNOUNCEMENTS_OPS_GET,
  ANNOUNCEMENTS_OPS_GET_TEXTS,
  ANNOUNCEMENTS_OPS_LIST,
  ANNOUNCEMENTS_OPS_PUBLISH,
  ANNOUNCEMENTS_OPS_SAVE_TEXTS,
  ANNOUNCEMENTS_OPS_UNPUBLISH,
  ANNOUNCEMENTS_OPS_UPDATE,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { getAnnouncementTexts, saveTexts } from './announcement-texts.service.ts'
import * as service from './announcements.service.ts'

/** Announcements in the console: every role reads them, admin and support write them. */
export function announcementOpsRoutes(route: Router, deps: Deps): void {
  route(ANNOUNCEMENTS_OPS_LIST, () => service.listAnnouncementsForConsole(deps))

  route(ANNOUNCEMENTS_OPS_GET, ({ params }) => service.getAnnouncementForConsole(deps, params.id))

  route(ANNOUNCEMENTS_OPS_CREATE, async ({ body, operator }) => {
    const id = await service.createAnnouncement(deps, { body, operatorId: operator.operatorId })
    return service.getAnnouncementForConsole(deps, id)
  })

  route(ANNOUNCEMENTS_OPS_UPDATE, async ({ params, body, operator }) => {
    await service.updateAnnouncement(deps, { id: params.id, body, operatorId: operator.operatorId })
    return service.getAnnouncementForConsole(deps, params.id)
  })

  route(ANNOUNCEMENTS_OPS_PUBLISH, async ({ params, operator }) => {
    const input = { id: params.id, published: true, operatorId: operator.operatorId }
    await service.setAnnouncementPublished(deps, input)
    return service.getAnnouncementForConsole(deps, params.id)
  })

  route(ANNOUNCEMENTS_OPS_UNPUBLISH, async ({ params, operator }) => {
    const input = { id: params.id, published: false, operatorId: operator.operatorId }
    await service.setAnnouncementPublished(deps, input)
    return service.getAnnouncementForConsole(deps, params.id)
  })

  route(ANNOUNCEMENTS_OPS_GET_TEXTS, ({ params }) => getAnnouncementTexts(deps, params.id))

  route(ANNOUNCEMENTS_OPS_SAVE_TEXTS, async ({ params, body, operator }) => {
    await saveTexts(deps, {
      id: params.id,
      locale: params.locale,
      texts: body,
      operatorId: operator.operatorId,
    })
    return getAnnouncementTexts(deps, params.id)
  })
}
