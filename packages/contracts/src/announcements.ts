import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { endpoint } from './endpoint.ts'
import { idParams, lenient, pageOf } from './paging.ts'

/**
 * Announcements. Their bodies are rich text that the server sanitises when an operator saves them;
 * the app sanitises again before showing them.
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
export const announcementSummary = z.strictObject({
  id: z.number(),
  title: z.string(),
  /** The first characters of the body as plain text. */
  excerpt: z.string(),
  pinned: z.boolean(),
  /** Unix seconds of the first publication. */
  publishedAt: z.number(),
  /** True when the signed-in user has not opened it yet; always false for anonymous callers. */
  unread: z.boolean(),
})
export type AnnouncementSummary = z.infer<typeof announcementSummary>

export const announcementDetail = z.extend(announcementSummary, {
  /** Sanitised HTML; sanitise again before rendering. */
  bodyHtml: z.string(),
})
export type AnnouncementDetail = z.infer<typeof announcementDetail>

export const unreadCountReply = z.strictObject({ count: z.number() })
export type UnreadCountReply = z.infer<typeof unreadCountReply>

/** An announcement as the console sees it, published or not. */
export const opsAnnouncementRow = z.strictObject({
  id: z.number(),
  title: z.string(),
  bodyHtml: z.string(),
  published: z.boolean(),
  pinned: z.boolean(),
  /** Username of the operator who wrote it. */
  createdBy: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Null until first published. */
  publishedAt: z.nullable(z.number()),
  /** How many users have opened it. */
  reads: z.number(),
})
export type OpsAnnouncementRow = z.infer<typeof opsAnnouncementRow>

/**
 * Where a list page ends, sent as "pinned:publishedAt:id" of its last row: the list runs pinned
 * first, then by the newest publication.
 */
const announcementCursor = z.pipe(
  z.string().check(z.regex(/^[01]:[0-9]{1,15}:[1-9][0-9]{0,14}$/)),
  z.transform((text) => {
    const [pinned = 0, publishedAt = 0, id = 0] = text.split(':').map(Number)
    return { pinned, publishedAt, id }
  }),
)
export type AnnouncementCursor = z.output<typeof announcementCursor>

// The app's endpoints: anyone may read; a signed-in reader's opened announcements stop being unread.

export const ANNOUNCEMENTS_LIST = endpoint({
  id: 'announcements.list',
  method: 'GET',
  path: '/api/announcements',
  access: 'optionalUser',
  summary: 'Published announcements, pinned first, then the newest; keyset-paged.',
  query: z.object({ cursor: lenient(announcementCursor) }),
  reply: pageOf(announcementSummary),
})

export const ANNOUNCEMENTS_LATEST = endpoint({
  id: 'announcements.latest',
  method: 'GET',
  path: '/api/announcements/latest',
  access: 'optionalUser',
  summary: 'The most recently published announcement, pinned or not; null when there is none.',
  reply: z.nullable(announcementSummary),
})

export const ANNOUNCEMENTS_UNREAD_COUNT = endpoint({
  id: 'announcements.unreadCount',
  method: 'GET',
  path: '/api/announcements/unread-count',
  access: 'user',
  summary: 'How many published announcements the user has not opened.',
  reply: unreadCountReply,
})

export const ANNOUNCEMENTS_GET = endpoint({
  id: 'announcements.get',
  method: 'GET',
  path: '/api/announcements/:id',
  access: 'optionalUser',
  summary: 'One published announcement; opening it marks it read for a signed-in user.',
  params: idParams,
  reply: announcementDetail,
})

// The console's endpoints: every role reads them, admin and support write them. There is no
// delete: unpublishing hides one from users and keeps what they were shown.

export const ANNOUNCEMENTS_OPS_LIST = endpoint({
  id: 'announcements.opsList',
  method: 'GET',
  path: '/api/ops/announcements',
  access: operatorsOf('admin', 'support'),
  summary: 'Every announcement, newest first, with its author and how many users have read it.',
  reply: z.array(opsAnnouncementRow),
})

export const ANNOUNCEMENTS_OPS_GET = endpoint({
  id: 'announcements.opsGet',
  method: 'GET',
  path: '/api/ops/announcements/:id',
  access: operatorsOf('admin', 'support'),
  summary: 'One announcement, published or not.',
  params: idParams,
  reply: opsAnnouncementRow,
})

export const ANNOUNCEMENTS_OPS_CREATE = endpoint({
  id: 'announcements.opsCreate',
  method: 'POST',
  path: '/api/ops/announcements',
  access: operatorsOf('admin', 'support'),
  summary: 'Writes an announcement; the body is stored sanitised.',
  body: announcementInputBody,
  reply: opsAnnouncementRow,
})

export const ANNOUNCEMENTS_OPS_UPDATE = endpoint({
  id: 'announcements.opsUpdate',
  method: 'PUT',
  path: '/api/ops/announcements/:id',
  access: operatorsOf('admin', 'support'),
  summary: 'Rewrites an announcement; the first publication date is kept.',
  params: idParams,
  body: announcementInputBody,
  reply: opsAnnouncementRow,
})

export const ANNOUNCEMENTS_OPS_PUBLISH = endpoint({
  id: 'announcements.opsPublish',
  method: 'POST',
  path: '/api/ops/announcements/:id/publish',
  access: operatorsOf('admin', 'support'),
  summary: 'Shows an announcement to users; the first publication sets its date.',
  params: idParams,
  reply: opsAnnouncementRow,
})

export const ANNOUNCEMENTS_OPS_UNPUBLISH = endpoint({
  id: 'announcements.opsUnpublish',
  method: 'POST',
  path: '/api/ops/announcements/:id/unpublish',
  access: operatorsOf('admin', 'support'),
  summary: 'Hides an announcement from users and keeps it as a draft.',
  params: idParams,
  reply: opsAnnouncementRow,
})
