import type { AnnouncementDetail, AnnouncementSummary, OpsAnnouncementRow, Page } from '@app/contracts'
import type { ConsoleAnnouncementRow } from './announcements.repo.ts'

export interface SummaryRow {
  id: number
  title: string
  excerpt: string
  pinned: number
  published_at: number | null
  /** When the reader opened it; null when they have not (or nobody is signed in). */
  read_at: number | null
}

/** `signedIn` decides whether a missing read means unread: anonymous callers have nothing unread. */
export function presentSummary(row: SummaryRow, signedIn: boolean): AnnouncementSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    pinned: row.pinned === 1,
    publishedAt: row.published_at ?? 0,
    unread: signedIn && row.read_at === null,
  }
}

export function presentDetail(
  row: SummaryRow & { body_html: string },
  signedIn: boolean,
): AnnouncementDetail {
  return { ...presentSummary(row, signedIn), bodyHtml: row.body_html }
}

export function presentForConsole(row: ConsoleAnnouncementRow): OpsAnnouncementRow {
  return {
    id: row.id,
    title: row.title,
    bodyHtml: row.body_html,
    published: row.published === 1,
    pinned: row.pinned === 1,
    createdBy: row.username,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    reads: Number(row.reads ?? 0),
  }
}

/** What the audit log keeps of an announcement, body included: what users were shown matters. */
export function presentForAudit(row: {
  title: string
  published: number
  pinned: number
  body_html: string
}) {
  return {
    title: row.title,
    published: row.published === 1,
    pinned: row.pinned === 1,
    bodyHtml: row.body_html,
  }
}

/** Cursor text of a list page: "pinned:publishedAt:id" of its last row. */
export function cursorOf(row: SummaryRow): string {
  return `${row.pinned}:${row.published_at ?? 0}:${row.id}`
}

/** Rows fetched with `limit + 1`: the extra row only says whether there is a next page. */
export function presentSummaryPage(
  rows: SummaryRow[],
  limit: number,
  signedIn: boolean,
): Page<AnnouncementSummary> {
  const items = rows.slice(0, limit)
  const last = items[items.length - 1]
  return {
    items: items.map((r) => presentSummary(r, signedIn)),
    next: rows.length > limit && last ? cursorOf(last) : null,
  }
}
