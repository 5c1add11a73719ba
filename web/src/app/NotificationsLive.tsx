import { useEffect } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { NotificationItem } from '@app/contracts/notifications'
import { sessionsQueryKey } from '../features/account/api/sessions.ts'
import { chatUnreadQueryKey } from '../features/chat/api/unread.ts'
import { holdingsQueryKey } from '../features/income/api/income.ts'
import { portfolioQueryKey } from '../features/income/api/portfolio.ts'
import {
  notificationsQueryKey,
  notificationUnreadQueryKey,
  useNotificationUnread,
} from '../features/notifications/api/notifications.ts'
import { startNotificationLink } from '../features/notifications/model/live.ts'
import { homeQueryKey } from '../features/products/api/products.ts'
import { rechargesQueryKey } from '../features/wallet/api/recharges.ts'
import { walletQueryKey, walletRecordsQueryKey } from '../features/wallet/api/wallet.ts'
import { withdrawalsQueryKey } from '../features/wallet/api/withdrawals.ts'
import { useTranslation } from '../lib/i18n/translate.ts'
import '../features/notifications/components/notifications.css'

/** What each kind of notification makes stale: the figures that moved with its event. */
function staleWith(notification: NotificationItem): readonly (readonly string[])[] {
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
  }
}

function listen(queryClient: QueryClient) {
  startNotificationLink({
    onNotification(notification, unread) {
      queryClient.setQueryData(notificationUnreadQueryKey, { count: unread })
      void queryClient.invalidateQueries({ queryKey: [...notificationsQueryKey, 'list'] })
      for (const queryKey of staleWith(notification)) void queryClient.invalidateQueries({ queryKey })
    },
    onReconnected() {
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey })
    },
  })
}

/**
 * Lazily loaded into the tab bar of a signed-in user: keeps the live notification link up (the
 * chat socket), so a credited recharge or a support reply shows at once, and the money figures
 * it moved are read again; shows the unread count on the Home tab.
 */
export function NotificationsLive() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  useEffect(() => listen(queryClient), [queryClient])
  const count = useNotificationUnread().data?.count ?? 0
  if (count <= 0) return null
  return (
    <span className="notification-count notification-tab-badge" data-testid="notification-tab-badge">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('notificationPage.bellUnread', { count })}</span>
    </span>
  )
}
