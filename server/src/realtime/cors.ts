import type { FastifyInstance } from 'fastify'
import { isListedOrigin } from './origin.ts'

/**
 * When the app calls a separate chat host (`chat_url`), its HTTP calls to `/api/chat/…` are
 * cross-origin: configured origins get CORS answers, including the preflight.
 */
export function installChatCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  if (allowedOrigins.length === 0) return
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin
    if (!origin || !request.url.startsWith('/api/chat/') || !isListedOrigin(origin, allowedOrigins)) return
    reply.header('access-control-allow-origin', origin)
    reply.header('vary', 'Origin')
  })
  app.options('/api/chat/*', async (request, reply) => {
    const origin = request.headers.origin
    if (origin && isListedOrigin(origin, allowedOrigins)) {
      reply.header('access-control-allow-methods', 'GET, POST')
      reply.header('access-control-allow-headers', 'authorization, content-type, accept-language')
      reply.header('access-control-max-age', '600')
    }
    return reply.status(204).send()
  })
}
