import type { NotificationItem } from '@app/contracts'
import type { Database } from '../../db/database.ts'
import { createBus, type Bus } from '../../realtime/bus.ts'

/** A notification that committed, for the user's sockets on every node, with their unread count. */
export interface NotificationEvent {
  kind: 'notification'
  userId: number
  notification: NotificationItem
  unread: number
}

export type NotificationBus = Bus<NotificationEvent>

const buses = new WeakMap<Database, NotificationBus>()

/**
 * The notifications' bus of one database: in memory on SQLite, the `notifications` channel on
 * PostgreSQL. Events are small (a type and a few numbers), so nothing needs shrinking.
 */
export function notificationBusOf(database: Database): NotificationBus {
  let bus = buses.get(database)
  if (!bus) {
    bus = createBus<NotificationEvent>(database, 'notifications', {
      shrink: (event) => event,
      restore: async (received) => received as NotificationEvent,
    })
    buses.set(database, bus)
  }
  return bus
}

/** Closes the bus of a server that is closing; a server built again on the database gets a new one. */
export async function closeNotificationBus(database: Database): Promise<void> {
  const bus = buses.get(database)
  buses.delete(database)
  await bus?.close()
}
