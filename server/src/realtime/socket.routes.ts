import type { FastifyInstance, FastifyRequest } from 'fastify'
import websocket from '@fastify/websocket'
import type { ServerEnv } from '../env.ts'
import { AppError } from '../lib/errors.ts'
import type { ChatRuntime } from './chat-runtime.ts'
import { acceptSocket } from './connection.ts'
import { isAllowedOrigin } from './origin.ts'

/**
 * Frames above this are refused by `ws` itself (close 1009) before being buffered; frames above
 * `CHAT_MAX_FRAME_BYTES` but below it get the chat's own close with a reason.
 */
const WS_MAX_PAYLOAD = 64 * 1024

/** `GET /api/chat/ws`: the chat socket. A foreign Origin is refused with 403 before the upgrade. */
export async function chatSocketRoutes(app: FastifyInstance, runtime: ChatRuntime): Promise<void> {
  // Runs before the plugin's own preClose, so sockets close with a code and a reason.
  app.addHook('preClose', (done) => {
    runtime.closeSockets()
    done()
  })
  await app.register(websocket, {
    options: { maxPayload: WS_MAX_PAYLOAD, perMessageDeflate: false, clientTracking: false },
  })
  const env = runtime.ctx.deps.env
  app.get(
    '/api/chat/ws',
    { websocket: true, onRequest: async (request) => checkOrigin(request, env) },
    (socket, request) => acceptSocket(runtime, socket, request.locale),
  )
}

function checkOrigin(request: FastifyRequest, env: ServerEnv): void {
  if (!isAllowedOrigin(request.headers.origin, request.host, env.allowedOrigins))
    throw new AppError('FORBIDDEN')
}
