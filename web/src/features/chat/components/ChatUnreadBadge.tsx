import { useTranslation } from '../../../lib/i18n/translate.ts'
import { useChatUnread } from '../api/unread.ts'
import './unread-badge.css'

/** The unread count on the customer-service entry; nothing when there is none. */
export function ChatUnreadBadge() {
  const { t } = useTranslation()
  const count = useChatUnread().data?.count ?? 0
  if (count <= 0) return null
  return (
    <span className="chat-unread-badge" data-testid="chat-unread">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('chatPage.unreadCount', { count })}</span>
    </span>
  )
}
