import { useQuery } from '@tanstack/react-query'
import type { ChatUnreadReply } from '@app/contracts/chat'
import { request } from '../../../lib/request.ts'

export const chatUnreadQueryKey = ['chat', 'unread'] as const

/** `GET /api/chat/unread`: customer-service messages the user has not read. */
export const fetchChatUnread = () =>
  request<ChatUnreadReply>('/api/chat/unread', { chat: true, suppressToast: true }).then((r) => r.data)

/** For the My page's entry: always refetched when shown and when the app comes back into view. */
export const useChatUnread = () =>
  useQuery({ queryKey: chatUnreadQueryKey, queryFn: fetchChatUnread, staleTime: 0 })
