import { useQuery } from '@tanstack/react-query'
import { CHAT_UNREAD } from '@app/contracts/chat'
import { fetchData } from '../../../lib/request.ts'

export const chatUnreadQueryKey = ['chat', 'unread'] as const

/** Customer-service messages the user has not read. */
export const fetchChatUnread = () => fetchData(CHAT_UNREAD, {}, { suppressToast: true })

/** For the My page's entry: always refetched when shown and when the app comes back into view. */
export const useChatUnread = () =>
  useQuery({ queryKey: chatUnreadQueryKey, queryFn: fetchChatUnread, staleTime: 0 })
