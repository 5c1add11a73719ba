import type { FastifyInstance } from 'fastify'
import { CHAT_PATH } from '@app/contracts'
import { isListedOrigin } from './origin.ts'

/**
 * When the app calls a separate chat host (`chat_url`), its HTTP calls under `CHAT_PATH` are
 * cross-origin: configured origins get CORS answers, including the preflight. Installed on the
 * whole server, so the chat's declared endpoints get them wherever they are registered.
 */
export function installChatCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  if (allowedOrigins.length === 0) return
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin
    if (!origin || !request.url.startsWith(`${CHAT_PATH}/`) || !isListedOrigin(origin, allowedOrigins)) return
    reply.header('access-control-allow-origin', origin)
    reply.header('vary', 'Origin')
  })
  app.options(`${CHAT_PATH}/*`, async (request, reply) => {
    const origin = request.headers.origin
    if (origin && isListedOrigin(origin, allowedOrigins)) {
      reply.header('access-control-allow-methods', 'GET, POST')
      reply.header('access-control-allow-headers', 'authorization, content-type, accept-language')
      reply.header('access-control-max-age', '600')
    }
    return reply.status(204).send()
  })
}
