import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  NOTIFICATIONS_UNREAD,
  NOTIFICATIONS_LIST,
  NOTIFICATIONS_MARK_ALL_READ,
  NOTIFICATIONS_MARK_READ,
  type NotificationItem,
} from '@app/contracts/notifications'
import { fetchData } from '../../../lib/request.ts'
import type { ListSource } from '../../../lib/list/source.ts'

export const notificationsQueryKey = ['notifications'] as const
export const notificationUnreadQueryKey = [...notificationsQueryKey, 'unread'] as const

/** The user's notifications, newest first. */
export const notificationsSource: ListSource<NotificationItem> = {
  queryKey: [...notificationsQueryKey, 'list'],
  fetchPage: (cursor) => fetchData(NOTIFICATIONS_LIST, { query: { cursor: cursor ?? undefined } }),
}

/** Quiet: the bell and the badge are extras, the page works without them. */
export const fetchNotificationUnread = () => fetchData(NOTIFICATIONS_UNREAD, {}, { suppressToast: true })

/**
 * The unread count, asked once per screen at most (the bell and the tab's badge share it); the
 * socket's pushes and the read marks keep it current meanwhile.
 */
export const useNotificationUnread = (enabled = true) =>
  useQuery({ queryKey: notificationUnreadQueryKey, queryFn: fetchNotificationUnread, enabled })

/** Marks one read (or all, without an id); the list and the count are read again. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...notificationsQueryKey, 'read'],
    mutationFn: (id?: number) =>
      id === undefined
        ? fetchData(NOTIFICATIONS_MARK_ALL_READ, {}, { suppressToast: true })
        : fetchData(NOTIFICATIONS_MARK_READ, { params: { id: String(id) } }, { suppressToast: true }),
    onSuccess: (reply) => queryClient.setQueryData(notificationUnreadQueryKey, reply),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  })
}
