import { sql, type Kysely, type UpdateQueryBuilder, type UpdateResult } from 'kysely'
import type { DB } from '../../db/schema.ts'

export interface NotificationRow {
  id: number
  user_id: number
  type: string
  params: string
  created_at: number
  read_at: number | null
}

/** Writes an unread notification; answers it and the user's unread count with it. */
export async function insertNotification(
  db: Kysely<DB>,
  values: { user_id: number; type: string; params: string; created_at: number },
): Promise<{ row: NotificationRow; unread: number }> {
  const row = await db
    .insertInto('notifications')
    .values({ ...values, read_at: null })
    .returningAll()
    .executeTakeFirstOrThrow()
  return { row, unread: await addUnread(db, values.user_id) }
}

/** One user's notifications, newest first, after `cursor` (an id) when given. */
export async function listUserNotifications(
  db: Kysely<DB>,
  { userId, cursor, limit }: { userId: number; cursor: number | undefined; limit: number },
): Promise<NotificationRow[]> {
  let query = db.selectFrom('notifications').selectAll().where('user_id', '=', userId)
  if (cursor !== undefined) query = query.where('id', '<', cursor)
  return query.orderBy('id', 'desc').limit(limit).execute()
}

/** The user's unread count, as the writes below keep it. */
export async function countUnread(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notification_unread')
    .select('unread')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(row?.unread ?? 0)
}

/** One more unread for the user (a notification was written); answers the new count. */
async function addUnread(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .insertInto('notification_unread')
    .values({ user_id: userId, unread: 1 })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ unread: sql`notification_unread.unread + 1` }))
    .returning('unread')
    .executeTakeFirstOrThrow()
  return Number(row.unread)
}

/** True when the user has an unread notification of `type` (one is enough to tell them). */
export async function hasUnreadOfType(db: Kysely<DB>, userId: number, type: string): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('read_at', 'is', null)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** True when the user has a notification `id` (read or not); someone else's is not theirs. */
export async function notificationExists(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row !== undefined
}

/** An update of the user's unread notifications, as `markUnread` starts it. */
type UnreadMarks = UpdateQueryBuilder<DB, 'notifications', 'notifications', UpdateResult>

/**
 * Marks the user's unread notifications that `narrow` picks read (every one when it picks them
 * all), and takes as many off the stored count: the one place the count goes down. Runs inside a
 * transaction, so the marks and the count commit together.
 */
async function markUnread(
  db: Kysely<DB>,
  { userId, now }: { userId: number; now: number },
  narrow: (marks: UnreadMarks) => UnreadMarks = (marks) => marks,
): Promise<void> {
  const marks = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
  const read = Number((await narrow(marks).executeTakeFirst()).numUpdatedRows)
  if (read === 0) return
  await db
    .updateTable('notification_unread')
    .set({ unread: sql`unread - ${read}` })
    .where('user_id', '=', userId)
    .execute()
}

/** Marks one of the user's notifications read, once (the first read time stays). */
export function markRead(db: Kysely<DB>, { userId, id, now }: { userId: number; id: number; now: number }) {
  return markUnread(db, { userId, now }, (marks) => marks.where('id', '=', id))
}

export function markAllRead(db: Kysely<DB>, mark: { userId: number; now: number }) {
  return markUnread(db, mark)
}

/** Marks the user's unread notifications of `type` read (what they tell of has been seen). */
export function markTypeRead(
  db: Kysely<DB>,
  { userId, type, now }: { userId: number; type: string; now: number },
) {
  return markUnread(db, { userId, now }, (marks) => marks.where('type', '=', type))
}
