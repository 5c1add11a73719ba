import type { Kysely } from 'kysely'
import type { ContentLocale } from '@app/contracts'
import type { AnnouncementTextsTable, DB } from '../../db/schema.ts'
import { overlayTranslations } from '../../lib/content-locale.ts'

export type AnnouncementTextRow = Pick<AnnouncementTextsTable, 'title' | 'body_html' | 'excerpt'>

/** The stored texts of some announcements in one language, by announcement id. */
export async function announcementTextsIn(
  db: Kysely<DB>,
  ids: readonly number[],
  locale: ContentLocale,
): Promise<Map<number, AnnouncementTextRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('announcement_texts')
    .select(['announcement_id', 'title', 'body_html', 'excerpt'])
    .where('locale', '=', locale)
    .where('announcement_id', 'in', [...ids])
    .execute()
  return new Map(rows.map(({ announcement_id, ...texts }) => [announcement_id, texts]))
}

/** Every language's stored texts of one announcement. */
export function allAnnouncementTexts(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('announcement_texts')
    .select(['locale', 'title', 'body_html', 'excerpt'])
    .where('announcement_id', '=', id)
    .execute()
}

/** Writes an announcement's texts in one language (a first save inserts them). */
export async function saveAnnouncementTexts(
  db: Kysely<DB>,
  id: number,
  locale: ContentLocale,
  texts: AnnouncementTextRow,
  now: number,
): Promise<void> {
  await db
    .insertInto('announcement_texts')
    .values({ announcement_id: id, locale, ...texts, updated_at: now })
    .onConflict((oc) => oc.columns(['announcement_id', 'locale']).doUpdateSet({ ...texts, updated_at: now }))
    .execute()
}

/** Translated bodies that show an image, newest first (the pages' image policy admits them too). */
export async function listTranslatedBodiesWithImages(
  db: Kysely<DB>,
  limit: number,
  { drafts }: { drafts: boolean },
): Promise<string[]> {
  const rows = await db
    .selectFrom('announcement_texts')
    .select('announcement_texts.body_html')
    .where('announcement_texts.body_html', 'like', '%<img%')
    .$if(!drafts, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('announcements')
            .select('announcements.id')
            .whereRef('announcements.id', '=', 'announcement_texts.announcement_id')
            .where('announcements.published', '=', 1),
        ),
      ),
    )
    .orderBy('announcement_texts.updated_at', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => row.body_html)
}

/**
 * `rows` in `locale`, field by field: a title, body or excerpt with a translation shows it, an
 * empty or missing one keeps the English. English: as stored.
 */
export async function announcementsInLanguage<
  R extends { id: number } & Partial<Record<keyof AnnouncementTextRow, string>>,
>(db: Kysely<DB>, rows: R[], locale: ContentLocale | null): Promise<R[]> {
  if (!locale || rows.length === 0) return rows
  const texts = await announcementTextsIn(
    db,
    rows.map((r) => r.id),
    locale,
  )
  return overlayTranslations(rows, texts, ['title', 'body_html', 'excerpt'] as const)
}
