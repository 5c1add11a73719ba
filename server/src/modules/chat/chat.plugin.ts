import type { FastifyInstance } from 'fastify'
import type { Deps } from '../../deps.ts'
import { createBus } from '../../realtime/bus.ts'
import { ChatRuntime } from '../../realtime/chat-runtime.ts'
import { installChatCors } from '../../realtime/cors.ts'
import { chatSocketRoutes } from '../../realtime/socket.routes.ts'
import type { ChatContext } from './chat-context.ts'
import { userChatRoutes } from './chat.routes.ts'
import { opsChatRoutes } from './chat.ops.routes.ts'

/**
 * Customer-service chat: the socket at `/api/chat/ws`, the user's and the console's HTTP routes,
 * and the bus between server processes (in memory on SQLite, LISTEN/NOTIFY on PostgreSQL).
 */
export async function chatPlugin(app: FastifyInstance, deps: Deps): Promise<void> {
  const ctx: ChatContext = { deps, bus: createBus(deps.database), log: app.log }
  const runtime = new ChatRuntime(ctx)
  app.addHook('onClose', async () => runtime.close())
  installChatCors(app, deps.env.allowedOrigins)
  await chatSocketRoutes(app, runtime)
  await userChatRoutes(app, ctx)
  await opsChatRoutes(app, ctx)
}
