import { sql, type Insertable, type Kysely, type Updateable } from 'kysely'
import type { AnnouncementCursor } from '@app/contracts'
import type { AnnouncementsTable, DB } from '../../db/schema.ts'

const summaryColumns = ['a.id', 'a.title', 'a.excerpt', 'a.pinned', 'a.published_at'] as const

/**
 * Published announcements in list order, with the reader's read time when `userId` is given
 * (null means unread). Fetch `limit + 1` to know whether a next page exists.
 */
export function listPublished(
  db: Kysely<DB>,
  userId: number | undefined,
  cursor: AnnouncementCursor | null,
  limit: number,
) {
  let query = db
    .selectFrom('announcements as a')
    .leftJoin('announcement_reads as r', (join) =>
      join.onRef('r.announcement_id', '=', 'a.id').on('r.user_id', '=', userId ?? 0),
    )
    .select([...summaryColumns, 'r.read_at'])
    .where('a.published', '=', 1)
    .orderBy('a.pinned', 'desc')
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
  if (cursor) {
    query = query.where(
      sql<boolean>`(a.pinned, a.published_at, a.id) < (${cursor.pinned}, ${cursor.publishedAt}, ${cursor.id})`,
    )
  }
  return query.execute()
}

/** The most recently published announcement, pinned or not. */
export function findLatestPublished(db: Kysely<DB>, userId: number | undefined) {
  return db
    .selectFrom('announcements as a')
    .leftJoin('announcement_reads as r', (join) =>
      join.onRef('r.announcement_id', '=', 'a.id').on('r.user_id', '=', userId ?? 0),
    )
    .select([...summaryColumns, 'r.read_at'])
    .where('a.published', '=', 1)
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export function findAnnouncement(db: Kysely<DB>, id: number) {
  return db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst()
}
export type AnnouncementRow = NonNullable<Awaited<ReturnType<typeof findAnnouncement>>>

export async function insertAnnouncement(
  db: Kysely<DB>,
  values: Insertable<AnnouncementsTable>,
): Promise<number> {
  const row = await db.insertInto('announcements').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateAnnouncement(
  db: Kysely<DB>,
  id: number,
  changes: Updateable<AnnouncementsTable>,
): Promise<void> {
  await db.updateTable('announcements').set(changes).where('id', '=', id).execute()
}

/** Records that the user opened it; opening it again keeps the first read time. */
export async function markRead(db: Kysely<DB>, userId: number, announcementId: number, now: number) {
  await db
    .insertInto('announcement_reads')
    .values({ user_id: userId, announcement_id: announcementId, read_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'announcement_id']).doNothing())
    .execute()
}

/** Published announcements the user has not opened. */
export async function countUnread(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('announcements as a')
    .leftJoin('announcement_reads as r', (join) =>
      join.onRef('r.announcement_id', '=', 'a.id').on('r.user_id', '=', userId),
    )
    .select(sql<number>`cast(count(*) as bigint)`.as('n'))
    .where('a.published', '=', 1)
    .where('r.user_id', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Every announcement for the console, newest first, with its author and how many have read it. */
export function listForConsole(db: Kysely<DB>, ids?: number[]) {
  let query = db
    .selectFrom('announcements as a')
    .innerJoin('operators as o', 'o.id', 'a.created_by')
    .select([
      'a.id',
      'a.title',
      'a.body_html',
      'a.published',
      'a.pinned',
      'o.username',
      'a.created_at',
      'a.updated_at',
      'a.published_at',
      (eb) =>
        eb
          .selectFrom('announcement_reads as r')
          .select(sql<number>`cast(count(*) as bigint)`.as('n'))
          .whereRef('r.announcement_id', '=', 'a.id')
          .as('reads'),
    ])
    .orderBy('a.id', 'desc')
    .limit(500)
  if (ids) query = query.where('a.id', 'in', ids)
  return query.execute()
}
export type ConsoleAnnouncementRow = Awaited<ReturnType<typeof listForConsole>>[number]

/** The bodies that show an image, newest first (what the pages' image policy must admit). */
export async function listBodiesWithImages(
  db: Kysely<DB>,
  limit: number,
  { drafts }: { drafts: boolean },
): Promise<string[]> {
  const rows = await db
    .selectFrom('announcements')
    .select('body_html')
    .where('body_html', 'like', '%<img%')
    .$if(!drafts, (q) => q.where('published', '=', 1))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => row.body_html)
}
