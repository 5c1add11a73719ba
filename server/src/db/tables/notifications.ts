import type { Generated } from 'kysely'

/** A user's notification: a type and its parameters (JSON), unread while `read_at` is null. */
export interface NotificationsTable {
  id: Generated<number>
  user_id: number
  type: string
  params: string
  created_at: number
  read_at: number | null
}

/** A user's unread notifications, counted by the writes that change them. */
export interface NotificationUnreadTable {
  user_id: number
  unread: number
}
