import net, { type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'

/**
 * A stop that never closes a keep-alive connection under a request on its way (decision 0066).
 *
 * A balancer keeps idle connections to each process and may write a request into one at any
 * moment; a server that closes an idle connection at that moment leaves the request unanswered,
 * which the balancer answers 502 (it may not resend a POST). So a stop first drains: the listener
 * closes (a new connection is refused, which a balancer retries on another process whatever the
 * method), every answer from then on closes its connection after it (`Connection: close`),
 * readiness says 503, and the server waits for the open connections to end by themselves (the
 * balancer closes its idle ones after its own keep-alive timeout, shorter than this wait) before it
 * closes what is left. Upgraded sockets (the chat) are not waited for: they are closed with a code
 * at the close.
 */
export interface Drain {
  /** True from the start of the drain: readiness answers 503. */
  readonly draining: boolean
  /** Starts the drain; resolves once no connection is open, or after `graceMs`. */
  begin(graceMs: number): Promise<void>
}

/** How often a drain looks at the connections still open. */
const LOOK_MS = 50

export function installDrain(app: FastifyInstance): Drain {
  const open = new Set<Socket>()
  app.server.on('connection', (socket: Socket) => {
    open.add(socket)
    socket.once('close', () => open.delete(socket))
  })
  app.server.on('upgrade', (request: { socket: Socket }) => open.delete(request.socket))
  let draining = false
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) reply.header('connection', 'close')
  })
  return {
    get draining() {
      return draining
    },
    begin(graceMs) {
      draining = true
      // The listener closes at once; the connections stay (an HTTP server's own close would also
      // close the idle ones, the race this avoids). New connections go to the other processes.
      net.Server.prototype.close.call(app.server)
      const until = Date.now() + graceMs
      return new Promise((resolve) => {
        const look = setInterval(() => {
          if (open.size > 0 && Date.now() < until) return
          clearInterval(look)
          resolve()
        }, LOOK_MS)
      })
    },
  }
}

/**
 * How long a stop drains before it closes: long enough for a balancer's idle connections to end
 * (the shipped nginx closes them after 2 s), within half of the stop's deadline.
 */
export function drainGraceMs(shutdownSeconds: number): number {
  return Math.min(5000, (shutdownSeconds * 1000) / 2)
}
