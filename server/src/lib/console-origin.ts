import type { FastifyInstance, FastifyRequest } from 'fastify'
import { CHAT_SOCKET_PATH } from '@app/contracts'
import { AppError } from './errors.ts'

/** Where a request is headed: the console (its page and its API), either origin, or the app. */
type Part = 'console' | 'either' | 'app'

const startsWithPath = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/**
 * The matched route's pattern when there is one (the router decodes `%61pi` to `api`, so the raw
 * URL could hide a console path), else the raw path.
 */
function partOf(request: FastifyRequest): Part {
  const path = request.routeOptions.url ?? request.url.split('?')[0] ?? ''
  if (startsWithPath(path, '/admin') || startsWithPath(path, '/api/ops')) return 'console'
  if (startsWithPath(path, '/health') || path === CHAT_SOCKET_PATH || path === '/metrics') return 'either'
  return 'app'
}

/**
 * Whether a request's `Host` header names the host of `origin`, the Host read under the origin's
 * scheme so a default port written on one side only (`localhost:80`, `https://x` and `x:443`)
 * still matches.
 */
export function isHostOf(origin: string, host: string | undefined): boolean {
  if (host === undefined) return false
  try {
    const url = new URL(origin)
    return new URL(`${url.protocol}//${host}`).host === url.host
  } catch {
    return false
  }
}

/**
 * `CONSOLE_ORIGIN`: the console and its API answer only on that origin's host, and the app's pages
 * and API never do, so no script of the app's (an injected one included) runs on the console's
 * origin or reaches the console's cookie. Health checks, `/metrics` and the chat socket (the
 * console's inbox uses it) answer on both. The host is the request's own `Host` header, not a
 * forwarded one a client could write.
 */
export function installConsoleOrigin(app: FastifyInstance, consoleOrigin: string | undefined): void {
  if (consoleOrigin === undefined) return
  app.addHook('onRequest', async (request, reply) => {
    const onConsoleHost = isHostOf(consoleOrigin, request.headers.host)
    const part = partOf(request)
    if (part === 'either' || (part === 'console') === onConsoleHost) return
    if (onConsoleHost && request.url === '/') return reply.redirect('/admin/')
    throw new AppError('NOT_FOUND')
  })
}
