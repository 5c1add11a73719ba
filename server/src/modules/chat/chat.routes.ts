import type { FastifyInstance } from 'fastify'
import { chatReadBody, chatSendBody } from '@app/contracts'
import { parseCursor } from '../../lib/paging.ts'
import { ok } from '../../lib/reply.ts'
import { parseWith } from '../../lib/validate.ts'
import { requireUser, userOf } from '../auth/guards.ts'
import type { ChatContext } from './chat-context.ts'
import { ensureConversation, findConversationOfUser } from './conversations.repo.ts'
import { historyPage, markRead, userUnread } from './messages.service.ts'
import { sendMessage } from './send.service.ts'
import { isCustomerServiceOnline } from './presence.service.ts'

/** The user's side over HTTP: history, the offline send path, read marks, unread count, presence. */
export async function userChatRoutes(app: FastifyInstance, ctx: ChatContext): Promise<void> {
  const { deps } = ctx
  const signedIn = { preHandler: requireUser(deps) }

  app.get<{ Querystring: { before?: string } }>('/api/chat/messages', signedIn, async (request) => {
    const conversation = await findConversationOfUser(deps.database.db, userOf(request).userId)
    if (!conversation) return ok({ items: [], next: null })
    return ok(await historyPage(ctx, conversation.id, parseCursor(request.query.before)))
  })

  app.post('/api/chat/messages', signedIn, async (request) => {
    const body = parseWith(chatSendBody, request.body)
    const { userId } = userOf(request)
    const conversation = await ensureConversation(deps.database.db, userId, deps.clock.now())
    return ok((await sendMessage(ctx, { kind: 'user', id: userId }, conversation.id, body)).message)
  })

  app.post('/api/chat/read', signedIn, async (request) => {
    const body = parseWith(chatReadBody, request.body)
    const conversation = await findConversationOfUser(deps.database.db, userOf(request).userId)
    if (!conversation) return ok({ count: 0 })
    return ok({ count: (await markRead(ctx, 'user', conversation.id, body.upToId)).unread })
  })

  app.get('/api/chat/unread', signedIn, async (request) =>
    ok({ count: await userUnread(ctx, userOf(request).userId) }),
  )

  app.get('/api/chat/presence', async () => ok({ online: await isCustomerServiceOnline(ctx) }))
}
