import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  CHAT_OPS_CREATE_CANNED_REPLY,
  CHAT_OPS_DELETE_CANNED_REPLY,
  CHAT_OPS_LINK,
  CHAT_OPS_LIST_CANNED_REPLIES,
  CHAT_OPS_LIST_LINKS,
  CHAT_OPS_UNLINK,
  CHAT_OPS_UPDATE_CANNED_REPLY,
  type CannedReplyBody,
  type ChatLinkBody,
} from '@app/contracts/chat-support'
import { call } from '../../../lib/request.ts'

const supportRoot = ['ops', 'chat', 'support'] as const
export const cannedRepliesQueryKey = [...supportRoot, 'canned-replies'] as const
export const chatLinksQueryKey = (conversationId: number) =>
  [...supportRoot, 'links', conversationId] as const

/** Every saved reply, by language and title (there are at most 200). */
export const useCannedReplies = (enabled = true) =>
  useQuery({
    queryKey: cannedRepliesQueryKey,
    queryFn: () => call(CHAT_OPS_LIST_CANNED_REPLIES, {}),
    enabled,
  })

/** Saves a new reply (no `id`) or rewrites one. */
export const useSaveCannedReply = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: CannedReplyBody & { id?: number }) =>
      id === undefined
        ? call(CHAT_OPS_CREATE_CANNED_REPLY, { body })
        : call(CHAT_OPS_UPDATE_CANNED_REPLY, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cannedRepliesQueryKey }),
  })
}

export const useDeleteCannedReply = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => call(CHAT_OPS_DELETE_CANNED_REPLY, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cannedRepliesQueryKey }),
  })
}

/** The recharges and withdrawals linked to a conversation, newest link first. */
export const useChatLinks = (conversationId: number) =>
  useQuery({
    queryKey: chatLinksQueryKey(conversationId),
    queryFn: () => call(CHAT_OPS_LIST_LINKS, { params: { id: conversationId } }),
  })

export const useLinkRequest = (conversationId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ChatLinkBody) => call(CHAT_OPS_LINK, { params: { id: conversationId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatLinksQueryKey(conversationId) }),
  })
}

export const useUnlinkRequest = (conversationId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (linkId: number) => call(CHAT_OPS_UNLINK, { params: { id: linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatLinksQueryKey(conversationId) }),
  })
}
