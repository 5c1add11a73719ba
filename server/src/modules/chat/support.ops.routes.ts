import {
  opsChatLinksOfRequests,
  opsCreateCannedReply,
  opsDeleteCannedReply,
  opsLinkChatRequest,
  opsListCannedReplies,
  opsListChatLinks,
  opsReopenChat,
  opsResolveChat,
  opsUnlinkChatRequest,
  opsUpdateCannedReply,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import {
  createCannedReply,
  deleteCannedReply,
  listCannedReplies,
  updateCannedReply,
} from './canned-replies.service.ts'
import { linkRequest, listConversationLinks, marksOfRequests, unlinkRequest } from './links.service.ts'
import { chatDepsOf } from './chat-deps.ts'
import { reopenConversation, resolveConversation } from './conversation-status.service.ts'

/**
 * Support with context in the console (admin and support): saved replies, a conversation's links,
 * and resolving or reopening a conversation.
 */
export function supportOpsRoutes(route: Router, deps: Deps): void {
  const chat = chatDepsOf(deps)
  route(opsResolveChat, ({ params, body, operator }) =>
    resolveConversation(chat, {
      conversationId: params.id,
      upToId: body.upToId,
      operatorId: operator.operatorId,
    }),
  )
  route(opsReopenChat, ({ params, operator }) =>
    reopenConversation(chat, { conversationId: params.id, operatorId: operator.operatorId }),
  )

  route(opsListCannedReplies, () => listCannedReplies(deps))

  route(opsCreateCannedReply, ({ body, operator }) =>
    createCannedReply(deps, { operatorId: operator.operatorId, body }),
  )

  route(opsUpdateCannedReply, ({ params, body, operator }) =>
    updateCannedReply(deps, { id: params.id, operatorId: operator.operatorId, body }),
  )

  route(opsDeleteCannedReply, ({ params, operator }) =>
    deleteCannedReply(deps, { id: params.id, operatorId: operator.operatorId }),
  )

  route(opsListChatLinks, ({ params }) => listConversationLinks(deps, params.id))

  route(opsLinkChatRequest, ({ params, body, operator }) =>
    linkRequest(deps, { conversationId: params.id, operatorId: operator.operatorId, body }),
  )

  route(opsUnlinkChatRequest, ({ params, operator }) =>
    unlinkRequest(deps, { linkId: params.id, operatorId: operator.operatorId }),
  )

  route(opsChatLinksOfRequests, ({ query }) => marksOfRequests(deps, query))
}
