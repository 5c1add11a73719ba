import * as z from 'zod/mini'

/**
 * Announcements and the embedded web page's allow-list. Announcement bodies are rich text that the
 * server sanitises when an operator saves them; the app sanitises again before showing them.
 */
export const MAX_ANNOUNCEMENT_TITLE = 120

/** Characters of HTML; the request body limit (64 KiB) bounds it as well. */
export const MAX_ANNOUNCEMENT_BODY = 50_000

/** What an operator writes. `bodyHtml` may hold only the allowed tags (see docs/decisions/0011). */
export const announcementInputBody = z.strictObject({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'content.titleRequired'),
      z.maxLength(MAX_ANNOUNCEMENT_TITLE, 'content.titleTooLong'),
    ),
  bodyHtml: z
    .string()
    .check(z.minLength(1, 'content.bodyRequired'), z.maxLength(MAX_ANNOUNCEMENT_BODY, 'content.bodyTooLong')),
  published: z.boolean(),
  pinned: z.optional(z.boolean()),
})

export type AnnouncementInputBody = z.infer<typeof announcementInputBody>

/** A row of the announcement list. Pinned ones come first, then the newest. */
export interface AnnouncementSummary {
  id: number
  title: string
  /** The first characters of the body as plain text. */
  excerpt: string
  pinned: boolean
  /** Unix seconds of the first publication. */
  publishedAt: number
  /** True when the signed-in user has not opened it yet; always false for anonymous callers. */
  unread: boolean
}

export interface AnnouncementDetail extends AnnouncementSummary {
  /** Sanitised HTML; sanitise again before rendering. */
  bodyHtml: string
}

export interface UnreadCountReply {
  count: number
}

/** An announcement as the console sees it, published or not. */
export interface OpsAnnouncementRow {
  id: number
  title: string
  bodyHtml: string
  published: boolean
  pinned: boolean
  /** Username of the operator who wrote it. */
  createdBy: string
  createdAt: number
  updatedAt: number
  /** Null until first published. */
  publishedAt: number | null
  /** How many users have opened it. */
  reads: number
}
