import * as z from 'zod/mini'
import { endpoint } from './endpoint.ts'
import { cursorQuery, idParams, pageOf } from './paging.ts'

/**
 * The user's notifications: what happened to their money or their questions while they were away.
 * Each is stored as a type and its parameters, never as text, so the app writes it in the language
 * the user reads now. They are written in the same transaction as the event they tell of, and
 * pushed live over the chat socket (`notification` frame).
 */

/**
 * - `recharge.credited`: an operator confirmed a recharge; `amount` (minor units) reached the balance.
 * - `withdrawal.paid` / `withdrawal.rejected`: an operator paid a withdrawal, or rejected it and the
 *   money went back; `amount` (minor units).
 * - `withdrawal.expired`: a withdrawal was not paid in time and the money went back; `amount`.
 * - `income.due`: income fell due on a holding (`holdingId`) and waits to be received; one unread at
 *   a time, however many holdings or days follow.
 * - `support.reply`: customer service answered; one unread at a time, however many messages follow.
 * - `sign-in.new`: the account was signed in on a device while another session of it was live;
 *   `sessionId`, and when known `browser` and `os` (read from the User-Agent) and `place` (the
 *   sign-in address with its last part hidden, `203.0.113.x`).
 * - `receipt.saved`: the receipt account (where withdrawals are paid) was set or changed; `accountEnd`
 *   (its last four digits) and `hours` (how long withdrawals wait from now).
 */
export const NOTIFICATION_TYPES = [
  'recharge.credited',
  'withdrawal.paid',
  'withdrawal.rejected',
  'withdrawal.expired',
  'income.due',
  'support.reply',
  'sign-in.new',
  'receipt.saved',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/**
 * A notification's parameters: amounts in minor units, ids, and the few short names a sign-in
 * carries (browser, system, masked address). Small, and never text a person wrote.
 */
export const notificationParams = z.record(z.string(), z.union([z.number(), z.string()]))
export type NotificationParams = z.infer<typeof notificationParams>

export const notificationItem = z.strictObject({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  params: notificationParams,
  /** Unix seconds. */
  createdAt: z.number(),
  read: z.boolean(),
})
export type NotificationItem = z.infer<typeof notificationItem>

export const notificationUnreadReply = z.strictObject({ count: z.number() })
export type NotificationUnreadReply = z.infer<typeof notificationUnreadReply>

/** What marking answers: the unread count after it. */
export const notificationMarkReply = notificationUnreadReply

export const NOTIFICATIONS_LIST = endpoint({
  id: 'notifications.list',
  method: 'GET',
  path: '/api/notifications',
  access: 'user',
  summary: "One page of the user's notifications, newest first (keyset paged by `cursor`).",
  query: cursorQuery,
  reply: pageOf(notificationItem),
})

export const NOTIFICATIONS_UNREAD = endpoint({
  id: 'notifications.unread',
  method: 'GET',
  path: '/api/notifications/unread',
  access: 'user',
  summary: "How many of the user's notifications are unread.",
  reply: notificationUnreadReply,
})

export const NOTIFICATIONS_MARK_READ = endpoint({
  id: 'notifications.markRead',
  method: 'POST',
  path: '/api/notifications/:id/read',
  access: 'user',
  summary: "Marks one of the user's notifications read (404 for anyone else's); answers the unread count.",
  params: idParams,
  reply: notificationMarkReply,
})

export const NOTIFICATIONS_MARK_ALL_READ = endpoint({
  id: 'notifications.markAllRead',
  method: 'POST',
  path: '/api/notifications/read-all',
  access: 'user',
  summary: "Marks every one of the user's notifications read; answers the unread count (0).",
  reply: notificationMarkReply,
})
