import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  opsAssignChat,
  opsChatUserFacts,
  opsGetChatPresence,
  opsListChatConversations,
  opsListChatMessages,
  opsReadChat,
  opsReplyChat,
  opsSetChatPresence,
  type ChatAssignBody,
  type ChatSendBody,
} from '@app/contracts/chat'
import { opsSocketTicket } from '@app/contracts'
import { ApiError, call } from '../../../lib/request.ts'

const chatRoot = ['ops', 'chat'] as const
export const conversationsQueryKey = [...chatRoot, 'conversations'] as const
export const chatUserQueryKey = (conversationId: number) => [...chatRoot, 'user', conversationId] as const
export const opsPresenceQueryKey = [...chatRoot, 'presence'] as const

/** A one-use pass for the socket's first frame: the console's session cookie is for HTTP only. */
export const fetchSocketTicket = () => call(opsSocketTicket, {}, { quiet: true })

/** The inbox, newest activity first, in keyset pages; kept current by the socket afterwards. */
export const useConversations = () =>
  useInfiniteQuery({
    queryKey: conversationsQueryKey,
    queryFn: ({ pageParam }) => call(opsListChatConversations, { query: { cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })

/** 30 messages of a conversation, newest first; `next` is the cursor of older ones. */
export const fetchConversationMessages = (conversationId: number, before: string | null) =>
  call(opsListChatMessages, { params: { id: conversationId }, query: { before: before ?? undefined } })

/** A reply; a resend with the same client id is answered with the stored message. */
export const postReply = (conversationId: number, body: ChatSendBody) =>
  call(opsReplyChat, { params: { id: conversationId }, body })

export const postRead = (conversationId: number, upToId: number) =>
  call(opsReadChat, { params: { id: conversationId }, body: { upToId } }, { quiet: true })

export const useChatUserFacts = (conversationId: number) =>
  useQuery({
    queryKey: chatUserQueryKey(conversationId),
    queryFn: () => call(opsChatUserFacts, { params: { id: conversationId } }),
  })

export const useAssignConversation = () =>
  useMutation({
    mutationFn: ({ conversationId, ...body }: ChatAssignBody & { conversationId: number }) =>
      call(opsAssignChat, { params: { id: conversationId }, body }),
  })

/** Customer service online overall, and this operator's own switch. */
export const useOpsPresence = () =>
  useQuery({ queryKey: opsPresenceQueryKey, queryFn: () => call(opsGetChatPresence, {}) })

export const useSetPresence = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (online: boolean) => call(opsSetChatPresence, { body: { online } }),
    onSuccess: (reply) => queryClient.setQueryData(opsPresenceQueryKey, reply),
  })
}

/**
 * After the socket was closed as unauthenticated: a 401 here takes the console's usual way to
 * sign-in (false); true when the session is fine and the close meant something else.
 */
export const checkOperatorSession = async (): Promise<boolean> => {
  try {
    await call(opsGetChatPresence, {}, { quiet: true })
    return true
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return false
    throw error
  }
}
