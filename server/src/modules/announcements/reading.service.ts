import type { AnnouncementCursor, AnnouncementDetail, AnnouncementSummary, Page } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { PAGE_SIZE } from '../../lib/paging.ts'
import { presentDetail, presentSummary, presentSummaryPage } from './announcements.presenter.ts'
import * as repo from './announcements.repo.ts'

/**
 * What users read: anyone may, and a signed-in reader's opened announcements stop being unread.
 * `userId` is the signed-in reader, undefined for a visitor.
 */

/** One page of published announcements after `cursor`: pinned first, then the newest. */
export async function announcementPage(
  deps: Pick<Scope, 'db'>,
  input: { userId: number | undefined; cursor: AnnouncementCursor | undefined },
): Promise<Page<AnnouncementSummary>> {
  const rows = await repo.listPublished(deps.db, input.userId, input.cursor ?? null, PAGE_SIZE + 1)
  return presentSummaryPage(rows, PAGE_SIZE, input.userId !== undefined)
}

/** The most recently published announcement, pinned or not, or null. */
export async function latestAnnouncement(
  deps: Pick<Scope, 'db'>,
  userId: number | undefined,
): Promise<AnnouncementSummary | null> {
  const row = await repo.findLatestPublished(deps.db, userId)
  return row ? presentSummary(row, userId !== undefined) : null
}

export async function unreadAnnouncementCount(deps: Pick<Scope, 'db'>, userId: number) {
  return { count: await repo.countUnread(deps.db, userId) }
}

/** A published announcement, or NOT_FOUND; opening it marks it read for a signed-in reader. */
export async function openAnnouncement(
  deps: Scope,
  input: { id: number; userId: number | undefined },
): Promise<AnnouncementDetail> {
  const { id, userId } = input
  const row = await repo.findAnnouncement(deps.db, id)
  if (!row || row.published !== 1) throw new AppError('NOT_FOUND', 'content.announcementNotFound')
  const signedIn = userId !== undefined
  if (signedIn) await repo.markRead(deps.db, userId, row.id, deps.clock.now())
  // Opening it is reading it, so a signed-in reader gets it back as read.
  return presentDetail({ ...row, read_at: signedIn ? deps.clock.now() : null }, signedIn)
}
