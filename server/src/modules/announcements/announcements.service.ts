import type { AnnouncementInputBody, AuditAction, OpsAnnouncementRow } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/index.ts'
import { presentForAudit, presentForConsole } from './announcements.presenter.ts'
import * as repo from './announcements.repo.ts'
import { excerptOf, sanitizeAnnouncementHtml } from './sanitize.ts'

/**
 * Announcements in the console: operators write, publish and unpublish them. There is no delete:
 * unpublishing hides one from users and keeps what they were shown.
 */

const notFound = () => new AppError('NOT_FOUND', 'content.announcementNotFound')

/** Every announcement for the console, newest first. */
export async function listAnnouncementsForConsole(deps: Pick<Scope, 'db'>): Promise<OpsAnnouncementRow[]> {
  return (await repo.listForConsole(deps.db)).map(presentForConsole)
}

/** One announcement as the console sees it, or NOT_FOUND. */
export async function getAnnouncementForConsole(
  deps: Pick<Scope, 'db'>,
  id: number,
): Promise<OpsAnnouncementRow> {
  const [row] = await repo.listForConsole(deps.db, [id])
  if (!row) throw notFound()
  return presentForConsole(row)
}

/** The stored form of what an operator wrote: the body sanitised, its excerpt derived from it. */
function toColumns(body: AnnouncementInputBody) {
  const html = sanitizeAnnouncementHtml(body.bodyHtml)
  // A body that was nothing but removed markup (a lone script, say) says nothing.
  if (!html) throw new AppError('VALIDATION_FAILED', 'content.bodyRequired', { field: 'bodyHtml' })
  return { title: body.title, body_html: html, excerpt: excerptOf(html), pinned: body.pinned ? 1 : 0 }
}

/** First publication sets `published_at`; unpublishing and publishing again keeps that date. */
function publishedAtFor(published: boolean, current: number | null, now: number): number | null {
  return published ? (current ?? now) : current
}

/** Writes an announcement and records it in the audit log; returns its id. */
export async function createAnnouncement(
  deps: Deps,
  input: { body: AnnouncementInputBody; operatorId: number },
): Promise<number> {
  const { body, operatorId } = input
  const columns = toColumns(body)
  const published = body.published ? 1 : 0
  const now = deps.clock.now()
  return inTransaction(deps.database, async (tx) => {
    const id = await repo.insertAnnouncement(tx, {
      ...columns,
      published,
      created_by: operatorId,
      created_at: now,
      updated_at: now,
      published_at: publishedAtFor(body.published, null, now),
    })
    await recordAudit(tx, {
      operatorId,
      action: 'announcement.create',
      target: `announcement:${id}`,
      before: null,
      after: presentForAudit({ ...columns, published }),
      now,
    })
    return id
  })
}

/** Rewrites an announcement; its first publication date is kept. */
export async function updateAnnouncement(
  deps: Deps,
  input: { id: number; body: AnnouncementInputBody; operatorId: number },
): Promise<void> {
  const { body } = input
  const columns = toColumns(body)
  await change(deps, input, 'announcement.update', (before) => ({
    ...columns,
    published: body.published ? 1 : 0,
    published_at: publishedAtFor(body.published, before.published_at, deps.clock.now()),
  }))
}

/** Shows an announcement to users, or hides it again. */
export async function setAnnouncementPublished(
  deps: Deps,
  input: { id: number; published: boolean; operatorId: number },
): Promise<void> {
  const { published } = input
  const action = published ? 'announcement.publish' : 'announcement.unpublish'
  await change(deps, input, action, (before) => ({
    published: published ? 1 : 0,
    published_at: publishedAtFor(published, before.published_at, deps.clock.now()),
  }))
}

/** Updates one announcement and records the change in the audit log, in one transaction. */
async function change(
  deps: Deps,
  target: { id: number; operatorId: number },
  action: AuditAction,
  changes: (before: repo.AnnouncementRow) => Partial<Omit<repo.AnnouncementRow, 'id'>>,
): Promise<void> {
  const { id, operatorId } = target
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const before = await repo.findAnnouncement(tx, id)
    if (!before) throw notFound()
    const update = { ...changes(before), updated_at: now }
    await repo.updateAnnouncement(tx, id, update)
    await recordAudit(tx, {
      operatorId,
      action,
      target: `announcement:${id}`,
      before: presentForAudit(before),
      after: presentForAudit({ ...before, ...update }),
      now,
    })
  })
}
