import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  ChatAssignBody,
  ChatConversationRow,
  ChatMessage,
  ChatSendBody,
  ChatUnreadReply,
  ChatUserFacts,
  OpsChatPresenceReply,
  Page,
} from '@app/contracts'
import { ApiError, request } from '../../../lib/request.ts'

const chatRoot = ['ops', 'chat'] as const
export const conversationsQueryKey = [...chatRoot, 'conversations'] as const
export const chatUserQueryKey = (conversationId: number) => [...chatRoot, 'user', conversationId] as const
export const opsPresenceQueryKey = [...chatRoot, 'presence'] as const

const base = (conversationId: number) => `/api/ops/chat/conversations/${conversationId}`

/** The inbox, newest activity first, in keyset pages; kept current by the socket afterwards. */
export function useConversations() {
  return useInfiniteQuery({
    queryKey: conversationsQueryKey,
    queryFn: ({ pageParam }) =>
      request<Page<ChatConversationRow>>(
        `/api/ops/chat/conversations${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })
}

/** 30 messages of a conversation, newest first; `next` is the cursor of older ones. */
export function fetchConversationMessages(conversationId: number, before: string | null) {
  const query = before ? `?before=${encodeURIComponent(before)}` : ''
  return request<Page<ChatMessage>>(`${base(conversationId)}/messages${query}`)
}

/** A reply; a resend with the same client id is answered with the stored message. */
export function postReply(conversationId: number, body: ChatSendBody) {
  return request<ChatMessage>(`${base(conversationId)}/messages`, { method: 'POST', body })
}

export function postRead(conversationId: number, upToId: number) {
  return request<ChatUnreadReply>(`${base(conversationId)}/read`, {
    method: 'POST',
    body: { upToId },
    quiet: true,
  })
}

export function useChatUserFacts(conversationId: number) {
  return useQuery({
    queryKey: chatUserQueryKey(conversationId),
    queryFn: () => request<ChatUserFacts>(`${base(conversationId)}/user`),
  })
}

export function useAssignConversation() {
  return useMutation({
    mutationFn: ({ conversationId, ...body }: ChatAssignBody & { conversationId: number }) =>
      request<{ operatorId: number | null; operatorName: string | null }>(`${base(conversationId)}/assign`, {
        method: 'POST',
        body,
      }),
  })
}

/** Customer service online overall, and this operator's own switch. */
export function useOpsPresence() {
  return useQuery({
    queryKey: opsPresenceQueryKey,
    queryFn: () => request<OpsChatPresenceReply>('/api/ops/chat/presence'),
  })
}

export function useSetPresence() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (online: boolean) =>
      request<OpsChatPresenceReply>('/api/ops/chat/presence', { method: 'POST', body: { online } }),
    onSuccess: (reply) => queryClient.setQueryData(opsPresenceQueryKey, reply),
  })
}

/**
 * After the socket was closed as unauthenticated: a 401 here takes the console's usual way to
 * sign-in (false); true when the session is fine and the close meant something else.
 */
export async function checkOperatorSession(): Promise<boolean> {
  try {
    await request('/api/ops/me', { quiet: true })
    return true
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return false
    throw error
  }
}
