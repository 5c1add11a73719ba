import type {
  AnnouncementCursor,
  AnnouncementDetail,
  AnnouncementSummary,
  ContentLocale,
  Page,
} from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { PAGE_SIZE } from '../../lib/paging.ts'
import { presentDetail, presentSummary, presentSummaryPage } from './announcements.presenter.ts'
import { announcementsInLanguage } from './announcement-texts.repo.ts'
import * as repo from './announcements.repo.ts'

/**
 * What users read: anyone may, and a signed-in reader's opened announcements stop being unread.
 * `userId` is the signed-in reader, undefined for a visitor; `locale` the reader's language (null:
 * English), in which titles and bodies come, field by field falling back to English.
 */

/** One page of published announcements after `cursor`: pinned first, then the newest. */
export async function announcementPage(
  deps: Pick<Scope, 'db'>,
  input: {
    userId: number | undefined
    cursor: AnnouncementCursor | undefined
    locale: ContentLocale | null
  },
): Promise<Page<AnnouncementSummary>> {
  const rows = await announcementsInLanguage(
    deps.db,
    await repo.listPublished(deps.db, input.userId, input.cursor ?? null, PAGE_SIZE + 1),
    input.locale,
  )
  return presentSummaryPage(rows, PAGE_SIZE, input.userId !== undefined)
}

/** The most recently published announcement, pinned or not, or null. */
export async function latestAnnouncement(
  deps: Pick<Scope, 'db'>,
  userId: number | undefined,
  locale: ContentLocale | null,
): Promise<AnnouncementSummary | null> {
  const row = await repo.findLatestPublished(deps.db, userId)
  if (!row) return null
  const [localized = row] = await announcementsInLanguage(deps.db, [row], locale)
  return presentSummary(localized, userId !== undefined)
}

export async function unreadAnnouncementCount(deps: Pick<Scope, 'db'>, userId: number) {
  return { count: await repo.countUnread(deps.db, userId) }
}

/** A published announcement, or NOT_FOUND; opening it marks it read for a signed-in reader. */
export async function openAnnouncement(
  deps: Scope,
  input: { id: number; userId: number | undefined; locale: ContentLocale | null },
): Promise<AnnouncementDetail> {
  const { id, userId } = input
  const stored = await repo.findAnnouncement(deps.db, id)
  if (!stored || stored.published !== 1) throw new AppError('NOT_FOUND', 'content.announcementNotFound')
  const [row = stored] = await announcementsInLanguage(deps.db, [stored], input.locale)
  const signedIn = userId !== undefined
  if (signedIn) await repo.markRead(deps.db, userId, row.id, deps.clock.now())
  // Opening it is reading it, so a signed-in reader gets it back as read.
  return presentDetail({ ...row, read_at: signedIn ? deps.clock.now() : null }, signedIn)
}
