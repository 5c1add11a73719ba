import type { FastifyInstance } from 'fastify'
import { chatAssignBody, chatPresenceBody, chatReadBody, chatSendBody } from '@app/contracts'
import { parseCursor } from '../../lib/paging.ts'
import { ok } from '../../lib/reply.ts'
import { parseWith } from '../../lib/validate.ts'
import { operatorOf, requireOperator } from '../auth/guards.ts'
import { parseId } from '../../lib/params.ts'
import { CHAT_ROLES } from './chat-auth.repo.ts'
import type { ChatContext } from './chat-context.ts'
import type { InboxFilter } from './conversations.repo.ts'
import { assignConversation, getConversation, getUserFacts, listInbox } from './inbox.service.ts'
import { historyPage, markRead } from './messages.service.ts'
import { sendMessage } from './send.service.ts'
import { isCustomerServiceOnline, isSwitchOn, setPresence } from './presence.service.ts'

type ById = { Params: { id: string } }

/** The console's side over HTTP (roles admin and support). Live updates come over the socket. */
export async function opsChatRoutes(app: FastifyInstance, ctx: ChatContext): Promise<void> {
  const chatOps = { preHandler: requireOperator(ctx.deps, CHAT_ROLES) }

  app.get<{ Querystring: { cursor?: string; filter?: string } }>(
    '/api/ops/chat/conversations',
    chatOps,
    async (request) => {
      const filter = (['mine', 'unassigned'] as const).find((f) => f === request.query.filter) ?? 'all'
      const options = { before: parseCursor(request.query.cursor), filter: filter as InboxFilter }
      return ok(await listInbox(ctx, operatorOf(request).operatorId, options))
    },
  )

  app.get<ById & { Querystring: { before?: string } }>(
    '/api/ops/chat/conversations/:id/messages',
    chatOps,
    async (request) => {
      const conversation = await getConversation(ctx, parseId(request.params.id))
      return ok(await historyPage(ctx, conversation.id, parseCursor(request.query.before)))
    },
  )

  app.post<ById>('/api/ops/chat/conversations/:id/messages', chatOps, async (request) => {
    const body = parseWith(chatSendBody, request.body)
    const { operatorId, username } = operatorOf(request)
    const sender = { kind: 'operator', id: operatorId, name: username } as const
    return ok((await sendMessage(ctx, sender, parseId(request.params.id), body)).message)
  })

  app.post<ById>('/api/ops/chat/conversations/:id/read', chatOps, async (request) => {
    const body = parseWith(chatReadBody, request.body)
    return ok({ count: (await markRead(ctx, 'operator', parseId(request.params.id), body.upToId)).unread })
  })

  app.post<ById>('/api/ops/chat/conversations/:id/assign', chatOps, async (request) => {
    const body = parseWith(chatAssignBody, request.body)
    const target = body.operatorId === undefined ? operatorOf(request).operatorId : body.operatorId
    return ok(await assignConversation(ctx, parseId(request.params.id), target))
  })

  app.get<ById>('/api/ops/chat/conversations/:id/user', chatOps, async (request) =>
    ok(await getUserFacts(ctx, parseId(request.params.id))),
  )

  app.get('/api/ops/chat/presence', chatOps, async (request) =>
    ok({
      online: await isCustomerServiceOnline(ctx),
      mine: await isSwitchOn(ctx, operatorOf(request).operatorId),
    }),
  )

  app.post('/api/ops/chat/presence', chatOps, async (request) => {
    const { online } = parseWith(chatPresenceBody, request.body)
    await setPresence(ctx, operatorOf(request).operatorId, online)
    return ok({ online: await isCustomerServiceOnline(ctx), mine: online })
  })
}
