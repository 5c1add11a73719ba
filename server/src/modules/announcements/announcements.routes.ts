import type { FastifyInstance } from 'fastify'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { PAGE_SIZE } from '../../lib/paging.ts'
import { ok } from '../../lib/reply.ts'
import { requireUser, userOf } from '../auth/guards.ts'
import { optionalUser } from '../auth/guards.ts'
import { parseId } from '../../lib/params.ts'
import { cursorOf, presentDetail, presentSummary } from './announcements.presenter.ts'
import * as repo from './announcements.repo.ts'

/** "pinned:publishedAt:id" of the last row shown; anything else starts from the top. */
function parseAnnouncementCursor(value: unknown): repo.AnnouncementCursor | null {
  const match = typeof value === 'string' ? /^([01]):([0-9]{1,15}):([1-9][0-9]{0,14})$/.exec(value) : null
  return match ? { pinned: Number(match[1]), publishedAt: Number(match[2]), id: Number(match[3]) } : null
}

/** What users read: anyone may, and a signed-in reader's opened announcements stop being unread. */
export async function announcementRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db

  app.get<{ Querystring: { cursor?: string } }>('/api/announcements', async (request) => {
    const user = await optionalUser(deps, request)
    const cursor = parseAnnouncementCursor(request.query.cursor)
    const rows = await repo.listPublished(db, user?.userId, cursor, PAGE_SIZE + 1)
    const items = rows.slice(0, PAGE_SIZE)
    const last = items[items.length - 1]
    return ok({
      items: items.map((r) => presentSummary(r, user !== undefined)),
      next: rows.length > PAGE_SIZE && last ? cursorOf(last) : null,
    })
  })

  app.get('/api/announcements/latest', async (request) => {
    const user = await optionalUser(deps, request)
    const row = await repo.findLatestPublished(db, user?.userId)
    return ok(row ? presentSummary(row, user !== undefined) : null)
  })

  app.get('/api/announcements/unread-count', { preHandler: requireUser(deps) }, async (request) =>
    ok({ count: await repo.countUnread(db, userOf(request).userId) }),
  )

  app.get<{ Params: { id: string } }>('/api/announcements/:id', async (request) => {
    const row = await repo.findAnnouncement(db, parseId(request.params.id))
    if (!row || row.published !== 1) throw new AppError('NOT_FOUND', 'content.announcementNotFound')
    const user = await optionalUser(deps, request)
    if (user) await repo.markRead(db, user.userId, row.id, deps.clock.now())
    // Opening it is reading it, so a signed-in reader gets it back as read.
    return ok(presentDetail({ ...row, read_at: user ? deps.clock.now() : null }, user !== undefined))
  })
}
