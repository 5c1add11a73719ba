import { NOTIFICATION_TYPES, type NotificationItem, type NotificationType } from '@app/contracts'
import type { NotificationRow } from './notifications.repo.ts'

const isType = (type: string): type is NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(type)

/** A stored row as the app reads it: its type and parameters, for the app to word in its language. */
export function presentNotification(row: NotificationRow): NotificationItem {
  const params = JSON.parse(row.params) as Record<string, unknown>
  const kept: NotificationItem['params'] = {}
  for (const [key, value] of Object.entries(params))
    if (typeof value === 'number' || typeof value === 'string') kept[key] = value
  if (!isType(row.type)) throw new Error(`unknown notification type ${row.type}`)
  return {
    id: row.id,
    type: row.type,
    params: kept,
    createdAt: row.created_at,
    read: row.read_at !== null,
  }
}
