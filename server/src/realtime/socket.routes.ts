import type { FastifyInstance, FastifyRequest } from 'fastify'
import websocket from '@fastify/websocket'
import type { WebSocket } from 'ws'
import { CHAT_CLOSE, isLocale, type Locale } from '@app/contracts'
import { AppError } from '../lib/errors.ts'
import { InFlightCap } from '../lib/in-flight-cap.ts'
import { countLimitRefusal } from '../lib/metrics.ts'
import { addressKey } from '../lib/addresses.ts'
import { isAllowedOrigin } from './origin.ts'

/**
 * Frames above this are refused by `ws` itself (close 1009) before being buffered; frames above
 * `CHAT_MAX_FRAME_BYTES` but below it get the chat's own close with a reason.
 */
const WS_MAX_PAYLOAD = 64 * 1024

/**
 * Sockets one address (an IPv6 client's /64) may hold open before they sign in: a few seconds
 * each (`CHAT_AUTH_TIMEOUT_MS`), so plenty for a carrier-shared address's users opening the chat.
 */
export const UNAUTHENTICATED_SOCKETS_PER_ADDRESS = 32

export interface SocketRoute {
  path: string
  /** Origins besides the server's own host whose pages may open the socket. */
  allowedOrigins: readonly string[]
  /** `signedIn` is called once the socket has signed in, or has closed without. */
  accept(socket: WebSocket, locale: Locale, signedIn: () => void): void
  /** Closes every socket with a code and a reason (the server is shutting down). */
  closeAll(): void
}

/** `GET path` upgraded to a WebSocket. A foreign Origin is refused with 403 before the upgrade. */
export async function socketRoutes(app: FastifyInstance, route: SocketRoute): Promise<void> {
  // Runs before the plugin's own preClose, so sockets close with a code and a reason.
  app.addHook('preClose', (done) => {
    route.closeAll()
    done()
  })
  await app.register(websocket, {
    options: { maxPayload: WS_MAX_PAYLOAD, perMessageDeflate: false, clientTracking: false },
  })
  const unauthenticated = new InFlightCap(UNAUTHENTICATED_SOCKETS_PER_ADDRESS)
  app.route({
    method: 'GET',
    url: route.path,
    onRequest: async (request) => {
      checkOrigin(request, route.allowedOrigins)
      // Refused before the upgrade: an address's sockets that have not signed in are capped.
      if (!unauthenticated.enter(addressKey(request.ip))) {
        countLimitRefusal('chat-socket:unauthenticated')
        throw new AppError('RATE_LIMITED')
      }
      unauthenticated.leave(addressKey(request.ip))
    },
    // A plain GET (no upgrade) gets the API's 404 envelope rather than an empty reply.
    handler: async () => {
      throw new AppError('NOT_FOUND')
    },
    wsHandler: (socket, request) => {
      const key = addressKey(request.ip)
      if (!unauthenticated.enter(key)) return socket.close(CHAT_CLOSE.tooManySockets, 'too many sockets')
      let counted = true
      route.accept(socket, socketLocale(request), () => {
        if (counted) unauthenticated.leave(key)
        counted = false
      })
    },
  })
}

/**
 * The language of the socket's texts: the page's own choice (`?lang=`: a page cannot set the
 * handshake's headers, whose Accept-Language is the browser's) when it is one of ours, else that
 * header as for any request.
 */
function socketLocale(request: FastifyRequest): Locale {
  const { lang } = request.query as { lang?: unknown }
  return isLocale(lang) ? lang : request.locale
}

function checkOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): void {
  if (!isAllowedOrigin(request.headers.origin, request.host, allowedOrigins)) throw new AppError('FORBIDDEN')
}
