import {
  CHAT_OPS_ASSIGN,
  CHAT_OPS_USER_FACTS,
  CHAT_OPS_PRESENCE,
  CHAT_OPS_LIST_CONVERSATIONS,
  CHAT_OPS_LIST_MESSAGES,
  CHAT_OPS_READ,
  CHAT_OPS_REPLY,
  CHAT_OPS_SET_PRESENCE,
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

  route(CHAT_OPS_LIST_CONVERSATIONS, ({ query, operator }) =>
    listInbox(chat, {
      operatorId: operator.operatorId,
      before: query.cursor,
      filter: query.filter ?? 'all',
      status: query.status ?? 'open',
    }),
  )

  route(CHAT_OPS_LIST_MESSAGES, ({ params, query }) =>
    conversationHistoryPage(chat, { conversationId: params.id, before: query.before }),
  )

  route(CHAT_OPS_REPLY, async ({ params, body, operator }) => {
    const sender = { kind: 'operator', id: operator.operatorId, name: operator.username } as const
    return (await sendMessage(chat, { sender, conversationId: params.id, body })).message
  })

  route(CHAT_OPS_READ, async ({ params, body }) => ({
    count: (await markRead(chat, { side: 'operator', conversationId: params.id, upToId: body.upToId }))
      .unread,
  }))

  route(CHAT_OPS_ASSIGN, ({ params, body, operator }) =>
    assignConversation(chat, {
      conversationId: params.id,
      operatorId: body.operatorId,
      askedBy: operator.operatorId,
    }),
  )

  route(CHAT_OPS_USER_FACTS, ({ params }) => getUserFacts(chat, params.id))

  route(CHAT_OPS_PRESENCE, ({ operator }) => presenceOf(chat, operator.operatorId))

  route(CHAT_OPS_SET_PRESENCE, ({ body, operator }) =>
    switchPresence(chat, { operatorId: operator.operatorId, online: body.online }),
  )
}
