import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'

export interface NotificationRow {
  id: number
  user_id: number
  type: string
  params: string
  created_at: number
  read_at: number | null
}

export async function insertNotification(
  db: Kysely<DB>,
  values: { user_id: number; type: string; params: string; created_at: number },
): Promise<NotificationRow> {
  return db
    .insertInto('notifications')
    .values({ ...values, read_at: null })
    .returningAll()
    .executeTakeFirstOrThrow()
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

export async function countUnread(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.count)
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

/** Marks one of the user's notifications read, once (the first read time stays). */
export async function markRead(
  db: Kysely<DB>,
  { userId, id, now }: { userId: number; id: number; now: number },
) {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute()
}

export async function markAllRead(db: Kysely<DB>, { userId, now }: { userId: number; now: number }) {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute()
}

/** Marks the user's unread notifications of `type` read (what they tell of has been seen). */
export async function markTypeRead(
  db: Kysely<DB>,
  { userId, type, now }: { userId: number; type: string; now: number },
) {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('type', '=', type)
    .where('read_at', 'is', null)
    .execute()
}
