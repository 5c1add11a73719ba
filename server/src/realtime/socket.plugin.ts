import type { FastifyInstance } from 'fastify'
import { CHAT_SOCKET } from '@app/contracts'
import type { Deps } from '../deps.ts'
import { acceptSocket } from './connection.ts'
import type { ChannelOf, SocketAuth } from './socket-channel.ts'
import { SocketRuntime } from './socket-runtime.ts'
import { socketRoutes } from './socket.routes.ts'

/**
 * The app's one socket at `CHAT_SOCKET_PATH`: this process's sockets, signed in by `auth`, with
 * `channels` on it (chat, notifications), each fed by its channel of the live events.
 */
export async function socketPlugin(
  app: FastifyInstance,
  deps: Deps,
  setup: { auth: SocketAuth; channels: readonly ChannelOf[] },
): Promise<void> {
  const runtime = new SocketRuntime(setup.auth, setup.channels, () => deps.clock.now(), app.log)
  app.addHook('onClose', () => runtime.close())
  await socketRoutes(app, {
    path: CHAT_SOCKET.path,
    allowedOrigins: deps.env.allowedOrigins,
    accept: (socket, locale, signedIn) => acceptSocket(runtime.hub, runtime, socket, locale, signedIn),
    closeAll: () => runtime.closeSockets(),
  })
}
