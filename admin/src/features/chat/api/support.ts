import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  opsCreateCannedReply,
  opsDeleteCannedReply,
  opsLinkChatRequest,
  opsListCannedReplies,
  opsListChatLinks,
  opsUnlinkChatRequest,
  opsUpdateCannedReply,
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
  useQuery({ queryKey: cannedRepliesQueryKey, queryFn: () => call(opsListCannedReplies, {}), enabled })

/** Saves a new reply (no `id`) or rewrites one. */
export const useSaveCannedReply = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: CannedReplyBody & { id?: number }) =>
      id === undefined
        ? call(opsCreateCannedReply, { body })
        : call(opsUpdateCannedReply, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cannedRepliesQueryKey }),
  })
}

export const useDeleteCannedReply = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => call(opsDeleteCannedReply, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cannedRepliesQueryKey }),
  })
}

/** The recharges and withdrawals linked to a conversation, newest link first. */
export const useChatLinks = (conversationId: number) =>
  useQuery({
    queryKey: chatLinksQueryKey(conversationId),
    queryFn: () => call(opsListChatLinks, { params: { id: conversationId } }),
  })

export const useLinkRequest = (conversationId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ChatLinkBody) => call(opsLinkChatRequest, { params: { id: conversationId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatLinksQueryKey(conversationId) }),
  })
}

export const useUnlinkRequest = (conversationId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (linkId: number) => call(opsUnlinkChatRequest, { params: { id: linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatLinksQueryKey(conversationId) }),
  })
}
