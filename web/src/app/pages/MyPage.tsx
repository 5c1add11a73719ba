import { ChatUnreadBadge } from '../../features/chat/components/ChatUnreadBadge.tsx'
import { MyView } from '../../features/account/pages/MyView.tsx'

/** My tab (from `my`) with the customer-service entry's unread count (from `chat`). */
export function MyPage() {
  return <MyView serviceBadge={<ChatUnreadBadge />} />
}
