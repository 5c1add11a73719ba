import {
  opsCreateAnnouncement,
  opsGetAnnouncement,
  opsGetAnnouncementTexts,
  opsListAnnouncements,
  opsPublishAnnouncement,
  opsSaveAnnouncementTexts,
  opsUnpublishAnnouncement,
  opsUpdateAnnouncement,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { getAnnouncementTexts, saveTexts } from './announcement-texts.service.ts'
import * as service from './announcements.service.ts'

/** Announcements in the console: every role reads them, admin and support write them. */
export function announcementOpsRoutes(route: Router, deps: Deps): void {
  route(opsListAnnouncements, () => service.listAnnouncementsForConsole(deps))

  route(opsGetAnnouncement, ({ params }) => service.getAnnouncementForConsole(deps, params.id))

  route(opsCreateAnnouncement, async ({ body, operator }) => {
    const id = await service.createAnnouncement(deps, { body, operatorId: operator.operatorId })
    return service.getAnnouncementForConsole(deps, id)
  })

  route(opsUpdateAnnouncement, async ({ params, body, operator }) => {
    await service.updateAnnouncement(deps, { id: params.id, body, operatorId: operator.operatorId })
    return service.getAnnouncementForConsole(deps, params.id)
  })

  route(opsPublishAnnouncement, async ({ params, operator }) => {
    const input = { id: params.id, published: true, operatorId: operator.operatorId }
    await service.setAnnouncementPublished(deps, input)
    return service.getAnnouncementForConsole(deps, params.id)
  })

  route(opsUnpublishAnnouncement, async ({ params, operator }) => {
    const input = { id: params.id, published: false, operatorId: operator.operatorId }
    await service.setAnnouncementPublished(deps, input)
    return service.getAnnouncementForConsole(deps, params.id)
  })

  route(opsGetAnnouncementTexts, ({ params }) => getAnnouncementTexts(deps, params.id))

  route(opsSaveAnnouncementTexts, async ({ params, body, operator }) => {
    await saveTexts(deps, {
      id: params.id,
      locale: params.locale,
      texts: body,
      operatorId: operator.operatorId,
    })
    return getAnnouncementTexts(deps, params.id)
  })
}
