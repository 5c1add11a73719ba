import type { AnnouncementInputBody } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit.repo.ts'
import { findAnnouncement } from './announcements.repo.ts'
import { excerptOf, sanitizeAnnouncementHtml } from './sanitize.ts'

/** The stored form of what an operator wrote: the body sanitised, its excerpt derived from it. */
function toColumns(body: AnnouncementInputBody) {
  const html = sanitizeAnnouncementHtml(body.bodyHtml)
  // A body that was nothing but removed markup (a lone script, say) says nothing.
  if (!html) throw new AppError('VALIDATION_FAILED', 'content.bodyRequired', { field: 'bodyHtml' })
  return { title: body.title, body_html: html, excerpt: excerptOf(html), pinned: body.pinned ? 1 : 0 }
}

/** What the audit log keeps of an announcement, body included: what users were shown matters. */
function auditView(row: { title: string; published: number; pinned: number; body_html: string }) {
  return {
    title: row.title,
    published: row.published === 1,
    pinned: row.pinned === 1,
    bodyHtml: row.body_html,
  }
}

/** First publication sets `published_at`; unpublishing and publishing again keeps that date. */
function publishedAtFor(published: boolean, current: number | null, now: number): number | null {
  return published ? (current ?? now) : current
}

export async function createAnnouncement(
  deps: Deps,
  body: AnnouncementInputBody,
  operatorId: number,
): Promise<number> {
  const columns = toColumns(body)
  const now = deps.clock.now()
  return inTransaction(deps.database, async (tx) => {
    const row = await tx
      .insertInto('announcements')
      .values({
        ...columns,
        published: body.published ? 1 : 0,
        created_by: operatorId,
        created_at: now,
        updated_at: now,
        published_at: publishedAtFor(body.published, null, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordAudit(tx, {
      operatorId,
      action: 'announcement.create',
      target: `announcement:${row.id}`,
      before: null,
      after: auditView({ ...columns, published: body.published ? 1 : 0 }),
      now,
    })
    return row.id
  })
}

export async function updateAnnouncement(
  deps: Deps,
  id: number,
  body: AnnouncementInputBody,
  operatorId: number,
): Promise<void> {
  const columns = toColumns(body)
  await change(deps, id, operatorId, 'announcement.update', (before) => ({
    ...columns,
    published: body.published ? 1 : 0,
    published_at: publishedAtFor(body.published, before.published_at, deps.clock.now()),
  }))
}

export async function setAnnouncementPublished(
  deps: Deps,
  id: number,
  published: boolean,
  operatorId: number,
): Promise<void> {
  const action = published ? 'announcement.publish' : 'announcement.unpublish'
  await change(deps, id, operatorId, action, (before) => ({
    published: published ? 1 : 0,
    published_at: publishedAtFor(published, before.published_at, deps.clock.now()),
  }))
}

type Row = NonNullable<Awaited<ReturnType<typeof findAnnouncement>>>

/** Updates one announcement and records the change in the audit log, in one transaction. */
async function change(
  deps: Deps,
  id: number,
  operatorId: number,
  action: string,
  changes: (before: Row) => Partial<Omit<Row, 'id'>>,
): Promise<void> {
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const before = await findAnnouncement(tx, id)
    if (!before) throw new AppError('NOT_FOUND', 'content.announcementNotFound')
    const update = { ...changes(before), updated_at: now }
    await tx.updateTable('announcements').set(update).where('id', '=', id).execute()
    await recordAudit(tx, {
      operatorId,
      action,
      target: `announcement:${id}`,
      before: auditView(before),
      after: auditView({ ...before, ...update }),
      now,
    })
  })
}
