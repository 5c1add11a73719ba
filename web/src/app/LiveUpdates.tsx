import { useEffect } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { NotificationItem } from '@app/contracts/notifications'
import { receiptQueryKey } from '../features/account/api/receipt.ts'
import { sessionsQueryKey } from '../features/account/api/sessions.ts'
import { chatUnreadQueryKey } from '../features/chat/api/unread.ts'
import { holdingsQueryKey } from '../features/income/api/income.ts'
import { portfolioQueryKey } from '../features/income/api/portfolio.ts'
import {
  notificationsQueryKey,
  notificationUnreadQueryKey,
} from '../features/notifications/api/notifications.ts'
import { startNotificationLink } from '../features/notifications/model/live.ts'
import { homeQueryKey } from '../features/products/api/products.ts'
import { rechargesQueryKey } from '../features/wallet/api/recharges.ts'
import { walletQueryKey, walletRecordsQueryKey } from '../features/wallet/api/wallet.ts'
import { withdrawalsQueryKey, withdrawOptionsQueryKey } from '../features/wallet/api/withdrawals.ts'

/** What each kind of notification makes stale: the figures and lists that moved with its event. */
export function staleWith(notification: NotificationItem): readonly (readonly string[])[] {
  switch (notification.type) {
    case 'recharge.credited':
      return [homeQueryKey, walletQueryKey, walletRecordsQueryKey, rechargesQueryKey, portfolioQueryKey]
    case 'withdrawal.paid':
    case 'withdrawal.rejected':
    case 'withdrawal.expired':
      return [homeQueryKey, walletQueryKey, walletRecordsQueryKey, withdrawalsQueryKey, portfolioQueryKey]
    case 'income.due':
      return [holdingsQueryKey, portfolioQueryKey]
    case 'support.reply':
      return [chatUnreadQueryKey]
    case 'sign-in.new':
      // The devices list and the new-sign-in notice.
      return [sessionsQueryKey]
    case 'receipt.saved':
      // The receipt page and the withdraw form say until when withdrawals wait.
      return [receiptQueryKey, withdrawOptionsQueryKey]
  }
}

/** Pushes closer together than this are one burst: each query they make stale is read again once. */
export const BURST_MS = 50

/**
 * Collects the query keys pushes make stale and hands each to `invalidate` once per burst: a backlog
 * sent after a gap, or several moves at once, reads a screen's figures again once, not once a push.
 * The reads start after the burst's last push, so each answers with all of them.
 */
export function staleInBursts(invalidate: (queryKey: readonly string[]) => void, wait = BURST_MS) {
  const stale = new Map<string, readonly string[]>()
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    timer = undefined
    const keys = [...stale.values()]
    stale.clear()
    for (const queryKey of keys) invalidate(queryKey)
  }
  return (queryKeys: readonly (readonly string[])[]) => {
    for (const queryKey of queryKeys) stale.set(JSON.stringify(queryKey), queryKey)
    if (timer === undefined) timer = setTimeout(flush, wait)
  }
}

function listen(queryClient: QueryClient) {
  const markStale = staleInBursts((queryKey) => void queryClient.invalidateQueries({ queryKey }))
  startNotificationLink({
    onNotification(notification, unread) {
      queryClient.setQueryData(notificationUnreadQueryKey, { count: unread })
      markStale([[...notificationsQueryKey, 'list'], ...staleWith(notification)])
    },
    onReconnected() {
      // Pushes may have been missed while the link was down: whatever money moved meanwhile too.
      markStale([
        notificationsQueryKey,
        homeQueryKey,
        walletQueryKey,
        walletRecordsQueryKey,
        rechargesQueryKey,
        withdrawalsQueryKey,
      ])
    },
  })
}

/**
 * The live notification link of a signed-in user, on every page (a tab page or a record page):
 * loaded once the first screen is done, it keeps the chat socket up and, when an event tells of
 * money that moved (a recharge credited, a withdrawal paid, rejected or expired), reads again the
 * balances and the lists it changed, so an open record shows the new status without a pull.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient()
  useEffect(() => listen(queryClient), [queryClient])
  return null
}
