import {
  CHAT_OPS_LINKS_OF_REQUESTS,
  CHAT_OPS_CREATE_CANNED_REPLY,
  CHAT_OPS_DELETE_CANNED_REPLY,
  CHAT_OPS_LINK,
  CHAT_OPS_LIST_CANNED_REPLIES,
  CHAT_OPS_LIST_LINKS,
  CHAT_OPS_REOPEN,
  CHAT_OPS_RESOLVE,
  CHAT_OPS_UNLINK,
  CHAT_OPS_UPDATE_CANNED_REPLY,
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
  route(CHAT_OPS_RESOLVE, ({ params, body, operator }) =>
    resolveConversation(chat, {
      conversationId: params.id,
      upToId: body.upToId,
      operatorId: operator.operatorId,
    }),
  )
  route(CHAT_OPS_REOPEN, ({ params, operator }) =>
    reopenConversation(chat, { conversationId: params.id, operatorId: operator.operatorId }),
  )

  route(CHAT_OPS_LIST_CANNED_REPLIES, () => listCannedReplies(deps))

  route(CHAT_OPS_CREATE_CANNED_REPLY, ({ body, operator }) =>
    createCannedReply(deps, { operatorId: operator.operatorId, body }),
  )

  route(CHAT_OPS_UPDATE_CANNED_REPLY, ({ params, body, operator }) =>
    updateCannedReply(deps, { id: params.id, operatorId: operator.operatorId, body }),
  )

  route(CHAT_OPS_DELETE_CANNED_REPLY, ({ params, operator }) =>
    deleteCannedReply(deps, { id: params.id, operatorId: operator.operatorId }),
  )

  route(CHAT_OPS_LIST_LINKS, ({ params }) => listConversationLinks(deps, params.id))

  route(CHAT_OPS_LINK, ({ params, body, operator }) =>
    linkRequest(deps, { conversationId: params.id, operatorId: operator.operatorId, body }),
  )

  route(CHAT_OPS_UNLINK, ({ params, operator }) =>
    unlinkRequest(deps, { linkId: params.id, operatorId: operator.operatorId }),
  )

  route(CHAT_OPS_LINKS_OF_REQUESTS, ({ query }) => marksOfRequests(deps, query))
}
