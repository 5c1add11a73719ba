import type { FastifyInstance } from 'fastify'
import { announcementInputBody } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { ok } from '../../lib/reply.ts'
import { parseWith } from '../../lib/validate.ts'
import { operatorOf, requireOperator } from '../auth/guards.ts'
import { parseId } from '../../lib/params.ts'
import { presentForConsole } from './announcements.presenter.ts'
import { listForConsole } from './announcements.repo.ts'
import * as service from './announcements.service.ts'

/**
 * Announcements in the console: every role reads them, admin and support write them. There is no
 * delete: unpublishing hides one from users and keeps what they were shown.
 */
export async function opsAnnouncementRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db
  const anyOperator = requireOperator(deps)
  const writers = requireOperator(deps, ['admin', 'support'])
  const presentOne = async (id: number) => {
    const [row] = await listForConsole(db, [id])
    if (!row) throw new AppError('NOT_FOUND', 'content.announcementNotFound')
    return presentForConsole(row)
  }

  app.get('/api/ops/announcements', { preHandler: anyOperator }, async () =>
    ok((await listForConsole(db)).map(presentForConsole)),
  )

  app.get<{ Params: { id: string } }>(
    '/api/ops/announcements/:id',
    { preHandler: anyOperator },
    async (request) => ok(await presentOne(parseId(request.params.id))),
  )

  app.post('/api/ops/announcements', { preHandler: writers }, async (request) => {
    const body = parseWith(announcementInputBody, request.body)
    return ok(await presentOne(await service.createAnnouncement(deps, body, operatorOf(request).operatorId)))
  })

  app.put<{ Params: { id: string } }>(
    '/api/ops/announcements/:id',
    { preHandler: writers },
    async (request) => {
      const id = parseId(request.params.id)
      const body = parseWith(announcementInputBody, request.body)
      await service.updateAnnouncement(deps, id, body, operatorOf(request).operatorId)
      return ok(await presentOne(id))
    },
  )

  for (const [verb, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post<{ Params: { id: string } }>(
      `/api/ops/announcements/:id/${verb}`,
      { preHandler: writers },
      async (request) => {
        const id = parseId(request.params.id)
        await service.setAnnouncementPublished(deps, id, published, operatorOf(request).operatorId)
        return ok(await presentOne(id))
      },
    )
  }
}
