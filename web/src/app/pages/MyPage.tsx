import { ChatUnreadBadge } from '../../features/chat/components/ChatUnreadBadge.tsx'
import { MyPage as MyView } from '../../features/my/pages/MyPage.tsx'

/** My tab (from `my`) with the customer-service entry's unread count (from `chat`). */
export function MyPage() {
  return <MyView serviceBadge={<ChatUnreadBadge />} />
}
