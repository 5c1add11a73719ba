import type { NotificationParams, NotificationType } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { notificationBusOf } from './notification-events.ts'
import { presentNotification } from './notifications.presenter.ts'
import * as repo from './notifications.repo.ts'

/** What writing a notification needs: the open transaction as `db`, the clock, and the database's bus. */
export type NotifyStep = Pick<Deps, 'db' | 'clock' | 'database'>

/**
 * Tells a user of an event, inside the event's own transaction (`step.db` is the open `tx`): the
 * row and its live event (the outbox) commit or roll back with it; the push goes out after the commit.
 * `oncePerUnread`: nothing is written while the user still has an unread notification of this type
 * (a conversation with customer service tells once, not once per message).
 */
export async function notifyUser(
  step: NotifyStep,
  input: { userId: number; type: NotificationType; params: NotificationParams; oncePerUnread?: boolean },
): Promise<void> {
  const tx = step.db
  if (input.oncePerUnread && (await repo.hasUnreadOfType(tx, input.userId, input.type))) return
  const { row, unread } = await repo.insertNotification(tx, {
    user_id: input.userId,
    type: input.type,
    params: JSON.stringify(input.params),
    created_at: step.clock.now(),
  })
  const event = {
    kind: 'notification',
    userId: input.userId,
    notification: presentNotification(row),
    unread,
  } as const
  await notificationBusOf(step.database).stage(tx, [event])
}

/**
 * The user has seen what notifications of `type` tell of (they read the conversation): those still
 * unread are marked read, inside the caller's transaction.
 */
export async function seenNotifications(
  step: Pick<Deps, 'db' | 'clock'>,
  input: { userId: number; type: NotificationType },
): Promise<void> {
  await repo.markTypeRead(step.db, { ...input, now: step.clock.now() })
}
