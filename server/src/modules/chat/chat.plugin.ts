import type { FastifyInstance } from 'fastify'
import { CHAT_SOCKET } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { acceptSocket, type SocketHandlers } from '../../realtime/connection.ts'
import { socketRoutes } from '../../realtime/socket.routes.ts'
import { closeNotificationBus } from '../notifications/index.ts'
import { chatDepsOf, closeChatDeps } from './chat-deps.ts'
import { ChatRuntime } from './chat-runtime.ts'
import { handleClientFrame } from './socket-frames.ts'
import { authenticate } from './socket-sign-in.ts'

/**
 * The chat socket at `CHAT_SOCKET_PATH`: this process's sockets, fed by the bus between server
 * processes (in memory on SQLite, LISTEN/NOTIFY on PostgreSQL) that the chat's HTTP endpoints
 * publish on too.
 */
export async function chatPlugin(app: FastifyInstance, deps: Deps): Promise<void> {
  const runtime = new ChatRuntime(chatDepsOf(deps), app.log)
  app.addHook('onClose', async () => {
    await runtime.close()
    await closeChatDeps(deps)
    await closeNotificationBus(deps.database)
  })
  const handlers: SocketHandlers = {
    authenticate: (conn, frame) => authenticate(runtime, conn, frame),
    frame: (conn, subject, frame) => handleClientFrame(runtime, conn, subject, frame),
  }
  await socketRoutes(app, {
    path: CHAT_SOCKET.path,
    allowedOrigins: deps.env.allowedOrigins,
    accept: (socket, locale, signedIn) => acceptSocket(runtime.hub, handlers, socket, locale, signedIn),
    closeAll: () => runtime.closeSockets(),
  })
}
