import { ChatUnreadBadge } from '../../features/chat/components/ChatUnreadBadge.tsx'
import { MyPage as MyView } from '../../features/account/pages/MyPage.tsx'

/** My tab (from `my`) with the customer-service entry's unread count (from `chat`). */
export function MyPage() {
  return <MyView serviceBadge={<ChatUnreadBadge />} />
}
