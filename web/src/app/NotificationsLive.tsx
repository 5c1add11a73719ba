import { useTranslation } from '../lib/i18n/translate.ts'
import { useNotificationUnread } from '../features/notifications/api/notifications.ts'
import '../features/notifications/components/notifications.css'

/**
 * Lazily loaded into the tab bar of a signed-in user: the unread count on the Home tab, kept by the
 * live link (`LiveUpdates`), which every page of a signed-in user keeps up.
 */
export function NotificationsLive() {
  const { t } = useTranslation()
  const count = useNotificationUnread().data?.count ?? 0
  if (count <= 0) return null
  return (
    <span className="notification-count notification-tab-badge" data-testid="notification-tab-badge">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('notificationPage.bellUnread', { count })}</span>
    </span>
  )
}
