import type { NotificationItem } from '@app/contracts/notifications'
import { formatDate, useMoney } from '../../../lib/format.ts'
import { useTranslation } from '../../../lib/i18n/translate.ts'
import { useNavigate } from '../../../lib/router.ts'
import { useMarkNotificationsRead } from '../api/notifications.ts'
import { notificationTarget, notificationText } from '../model/text.ts'

/** A row of the list: unread mark, the sentence in the current language, the time; opening marks it read. */
export function NotificationRow({ item }: { item: NotificationItem }) {
  const { t } = useTranslation()
  const money = useMoney()
  const navigate = useNavigate()
  const mark = useMarkNotificationsRead()
  const open = () => {
    if (!item.read) mark.mutate(item.id)
    navigate(notificationTarget(item))
  }
  return (
    <button
      type="button"
      className={`card notification-row${item.read ? '' : ' notification-unread'}`}
      data-testid="notification-row"
      data-read={item.read ? 'true' : 'false'}
      onClick={open}
    >
      <span className="notification-text">
        {!item.read && <span className="notification-dot" aria-hidden />}
        {!item.read && <span className="visually-hidden">{`${t('notificationPage.unread')} `}</span>}
        {notificationText(item, t, money)}
      </span>
      <span className="card-sub">{formatDate(item.createdAt)}</span>
    </button>
  )
}
