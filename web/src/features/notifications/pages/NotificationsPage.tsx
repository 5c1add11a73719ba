import { useTranslation } from '../../../lib/i18n/translate.ts'
import { PullList } from '../../../lib/list/PullList.tsx'
import { PageFrame } from '../../../lib/ui/PageFrame.tsx'
import { notificationsSource, useMarkNotificationsRead, useNotificationUnread } from '../api/notifications.ts'
import { NotificationRow } from '../components/NotificationRow.tsx'
import '../../../lib/ui/ui.css'
import '../components/notifications.css'

/** The user's notifications, newest first, unread marked; one tap reads one, a button above reads all. */
export function NotificationsPage() {
  const { t } = useTranslation()
  const unread = useNotificationUnread().data?.count ?? 0
  const mark = useMarkNotificationsRead()
  return (
    <PageFrame title={t('nav.notifications')}>
      {unread > 0 && (
        <div className="notification-actions">
          <button
            type="button"
            className="notification-mark-all"
            disabled={mark.isPending}
            onClick={() => mark.mutate(undefined)}
          >
            {t('notificationPage.markAllRead')}
          </button>
        </div>
      )}
      <PullList
        source={notificationsSource}
        itemKey={(item) => String(item.id)}
        renderItem={(item) => <NotificationRow item={item} />}
        emptyTitle={t('empty.notifications')}
      />
    </PageFrame>
  )
}
