import type { Generated } from 'kysely'

/** Announcements and the web-page allow-list. */
export interface AnnouncementsTable {
  id: Generated<number>
  title: string
  /** Sanitised when saved. */
  body_html: string
  excerpt: string
  published: number
  pinned: number
  created_by: number
  created_at: number
  updated_at: number
  /** Set at the first publication and kept after that. */
  published_at: number | null
}

/** An announcement in one language besides English (migration 0025); empty shows the English. */
export interface AnnouncementTextsTable {
  announcement_id: number
  locale: string
  title: string
  /** Sanitised when saved. */
  body_html: string
  excerpt: string
  updated_at: number
}

export interface AnnouncementReadsTable {
  user_id: number
  announcement_id: number
  read_at: number
}

export interface WebviewHostsTable {
  host: string
  note: string
  created_by: number
  created_at: number
}
