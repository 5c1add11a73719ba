import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  CHAT_OPS_ASSIGN,
  CHAT_OPS_USER_FACTS,
  CHAT_OPS_PRESENCE,
  CHAT_OPS_LIST_CONVERSATIONS,
  CHAT_OPS_LIST_MESSAGES,
  CHAT_OPS_READ,
  CHAT_OPS_REPLY,
  CHAT_OPS_SET_PRESENCE,
  type ChatAssignBody,
  type ChatSendBody,
} from '@app/contracts/chat'
import { CHAT_OPS_REOPEN, CHAT_OPS_RESOLVE } from '@app/contracts/chat-support'
import { AUTH_OPS_SOCKET_TICKET } from '@app/contracts'
import { ApiError, call } from '../../../lib/request.ts'
import { withStatus, type InboxData } from '../model/inbox-cache.ts'

const chatRoot = ['ops', 'chat'] as const
/** The inbox lists one state at a time: open conversations, or resolved ones (decision 0056). */
export type InboxStatus = 'open' | 'resolved'
export const conversationsRoot = [...chatRoot, 'conversations'] as const
export const conversationsQueryKey = (status: InboxStatus) => [...conversationsRoot, status] as const
export const chatUserQueryKey = (conversationId: number) => [...chatRoot, 'user', conversationId] as const
export const opsPresenceQueryKey = [...chatRoot, 'presence'] as const

/** A one-use pass for the socket's first frame: the console's session cookie is for HTTP only. */
export const fetchSocketTicket = () => call(AUTH_OPS_SOCKET_TICKET, {}, { quiet: true })

/** The inbox of one state, newest activity first, in keyset pages; kept current by the socket afterwards. */
export const useConversations = (status: InboxStatus) =>
  useInfiniteQuery({
    queryKey: conversationsQueryKey(status),
    queryFn: ({ pageParam }) =>
      call(CHAT_OPS_LIST_CONVERSATIONS, { query: { cursor: pageParam ?? undefined, status } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  })

/** 30 messages of a conversation, newest first; `next` is the cursor of older ones. */
export const fetchConversationMessages = (conversationId: number, before: string | null) =>
  call(CHAT_OPS_LIST_MESSAGES, { params: { id: conversationId }, query: { before: before ?? undefined } })

/** A reply; a resend with the same client id is answered with the stored message. */
export const postReply = (conversationId: number, body: ChatSendBody) =>
  call(CHAT_OPS_REPLY, { params: { id: conversationId }, body })

export const postRead = (conversationId: number, upToId: number) =>
  call(CHAT_OPS_READ, { params: { id: conversationId }, body: { upToId } }, { quiet: true })

export const useChatUserFacts = (conversationId: number) =>
  useQuery({
    queryKey: chatUserQueryKey(conversationId),
    queryFn: () => call(CHAT_OPS_USER_FACTS, { params: { id: conversationId } }),
  })

export const useAssignConversation = () =>
  useMutation({
    mutationFn: ({ conversationId, ...body }: ChatAssignBody & { conversationId: number }) =>
      call(CHAT_OPS_ASSIGN, { params: { id: conversationId }, body }),
  })

/** Customer service online overall, and this operator's own switch. */
export const useOpsPresence = () =>
  useQuery({ queryKey: opsPresenceQueryKey, queryFn: () => call(CHAT_OPS_PRESENCE, {}) })

export const useSetPresence = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (online: boolean) => call(CHAT_OPS_SET_PRESENCE, { body: { online } }),
    onSuccess: (reply) => queryClient.setQueryData(opsPresenceQueryKey, reply),
  })
}

/**
 * After the socket was closed as unauthenticated: a 401 here takes the console's usual way to
 * sign-in (false); true when the session is fine and the close meant something else.
 */
export const checkOperatorSession = async (): Promise<boolean> => {
  try {
    await call(CHAT_OPS_PRESENCE, {}, { quiet: true })
    return true
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return false
    throw error
  }
}

/**
 * Resolves a conversation read up to `upToId`, or opens it again: the row shows its new state at
 * once, and both lists are read afresh (it moves from one to the other).
 */
export const useSetConversationStatus = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ conversationId, upToId }: { conversationId: number; upToId: number | null }) =>
      upToId === null
        ? call(CHAT_OPS_REOPEN, { params: { id: conversationId } })
        : call(CHAT_OPS_RESOLVE, { params: { id: conversationId }, body: { upToId } }),
    onSuccess: (reply, { conversationId }) => {
      queryClient.setQueriesData<InboxData>({ queryKey: conversationsRoot }, (data) =>
        withStatus(data, conversationId, reply),
      )
      return queryClient.invalidateQueries({ queryKey: conversationsRoot })
    },
  })
}
