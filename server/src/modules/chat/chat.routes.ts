import { CHAT_PRESENCE, CHAT_UNREAD, CHAT_LIST_MESSAGES, CHAT_READ, CHAT_SEND } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import { chatDepsOf } from './chat-deps.ts'
import { markUserRead, userHistoryPage, userUnread } from './messages.service.ts'
import { isCustomerServiceOnline } from './presence.service.ts'
import { sendAsUser } from './send.service.ts'

/** The user's side over HTTP: history, the offline send path, read marks, unread count, presence. */
export function chatRoutes(route: Router, deps: Deps): void {
  const chat = chatDepsOf(deps)

  route(CHAT_LIST_MESSAGES, ({ query, user }) =>
    userHistoryPage(chat, { userId: user.userId, before: query.before }),
  )

  route(CHAT_SEND, async ({ body, user }) => (await sendAsUser(chat, { userId: user.userId, body })).message)

  route(CHAT_READ, async ({ body, user }) => ({
    count: await markUserRead(chat, { userId: user.userId, upToId: body.upToId }),
  }))

  route(CHAT_UNREAD, async ({ user }) => ({ count: await userUnread(chat, user.userId) }))

  route(CHAT_PRESENCE, async () => ({ online: await isCustomerServiceOnline(chat) }))
}
