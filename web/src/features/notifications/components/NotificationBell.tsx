import BellOutline from 'antd-mobile-icons/es/BellOutline'
import { Link } from '../../../lib/router.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { paths } from '../../../lib/routes.ts'
import { useToken } from '../../../lib/session.ts'
import { useNotificationUnread } from '../api/notifications.ts'
import './notifications.css'

/** Home's bell: opens the notifications, with the unread count on it; nothing when signed out. */
export function NotificationBell() {
  const { t } = useTranslation()
  const signedIn = useToken() !== undefined
  const count = useNotificationUnread(signedIn).data?.count ?? 0
  if (!signedIn) return null
  return (
    <Link
      to={paths.notifications}
      className="notification-bell"
      data-testid="notification-bell"
      aria-label={count > 0 ? t('notificationPage.bellUnread', { count }) : t('nav.notifications')}
    >
      <BellOutline aria-hidden />
      {count > 0 && (
        <span className="notification-count" data-testid="notification-count" aria-hidden>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  )
}
