import {
  opsAssignChat,
  opsChatUserFacts,
  opsGetChatPresence,
  opsListChatConversations,
  opsListChatMessages,
  opsReadChat,
  opsReplyChat,
  opsSetChatPresence,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { chatDepsOf } from './chat-deps.ts'
import { assignConversation, getUserFacts, listInbox } from './inbox.service.ts'
import { conversationHistoryPage, markRead } from './messages.service.ts'
import { presenceOf, switchPresence } from './presence.service.ts'
import { sendMessage } from './send.service.ts'

/** The console's side over HTTP (roles admin and support). Live updates come over the socket. */
export function chatOpsRoutes(route: Router, deps: Deps): void {
  const chat = chatDepsOf(deps)

  route(opsListChatConversations, ({ query, operator }) =>
    listInbox(chat, {
      operatorId: operator.operatorId,
      before: query.cursor,
      filter: query.filter ?? 'all',
      status: query.status ?? 'open',
    }),
  )

  route(opsListChatMessages, ({ params, query }) =>
    conversationHistoryPage(chat, { conversationId: params.id, before: query.before }),
  )

  route(opsReplyChat, async ({ params, body, operator }) => {
    const sender = { kind: 'operator', id: operator.operatorId, name: operator.username } as const
    return (await sendMessage(chat, { sender, conversationId: params.id, body })).message
  })

  route(opsReadChat, async ({ params, body }) => ({
    count: (await markRead(chat, { side: 'operator', conversationId: params.id, upToId: body.upToId }))
      .unread,
  }))

  route(opsAssignChat, ({ params, body, operator }) =>
    assignConversation(chat, {
      conversationId: params.id,
      operatorId: body.operatorId,
      askedBy: operator.operatorId,
    }),
  )

  route(opsChatUserFacts, ({ params }) => getUserFacts(chat, params.id))

  route(opsGetChatPresence, ({ operator }) => presenceOf(chat, operator.operatorId))

  route(opsSetChatPresence, ({ body, operator }) =>
    switchPresence(chat, { operatorId: operator.operatorId, online: body.online }),
  )
}
