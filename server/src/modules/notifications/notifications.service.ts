import type { NotificationItem, NotificationUnreadReply, Page } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import { presentNotification } from './notifications.presenter.ts'
import * as repo from './notifications.repo.ts'

/** One page of the user's notifications, newest first after `cursor`. */
export async function listNotifications(
  deps: Pick<Scope, 'db'>,
  { userId, cursor }: { userId: number; cursor: number | undefined },
): Promise<Page<NotificationItem>> {
  const rows = await repo.listUserNotifications(deps.db, { userId, cursor, limit: PAGE_SIZE + 1 })
  return toPage(rows, PAGE_SIZE, presentNotification)
}

export async function unreadNotifications(
  deps: Pick<Scope, 'db'>,
  userId: number,
): Promise<NotificationUnreadReply> {
  return { count: await repo.countUnread(deps.db, userId) }
}

/**
 * Marks one of the user's own notifications read; another user's is not found (404). The mark
 * and the count it changes are written together.
 */
export function markNotificationRead(
  deps: Pick<Deps, 'database' | 'clock'>,
  { userId, id }: { userId: number; id: number },
): Promise<NotificationUnreadReply> {
  return inTransaction(deps.database, async (tx) => {
    if (!(await repo.notificationExists(tx, userId, id))) throw new AppError('NOT_FOUND')
    await repo.markRead(tx, { userId, id, now: deps.clock.now() })
    return unreadNotifications({ db: tx }, userId)
  })
}

export function markAllNotificationsRead(
  deps: Pick<Deps, 'database' | 'clock'>,
  userId: number,
): Promise<NotificationUnreadReply> {
  return inTransaction(deps.database, async (tx) => {
    await repo.markAllRead(tx, { userId, now: deps.clock.now() })
    return unreadNotifications({ db: tx }, userId)
  })
}
