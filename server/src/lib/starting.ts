import http from 'node:http'
import { PLATFORM_LIVE } from '@app/contracts/platform'

/** What a process answers before it serves: alive, not ready. */
export interface StartingListener {
  /** Stops listening and ends its connections, so the server proper can take the port. */
  close(): Promise<void>
}

/**
 * A listener on the server's port while it starts (migrations, seeding, the first operator): the
 * liveness check answers 200, so an orchestrator does not kill a process that is busy starting
 * (decision 0077); readiness and everything else answer 503, so a balancer sends it nothing yet.
 * Closed right before the server listens on the same port.
 */
export async function listenWhileStarting(host: string, port: number): Promise<StartingListener> {
  const server = http.createServer((request, response) => {
    const live = request.method === 'GET' && request.url === PLATFORM_LIVE.path
    response.writeHead(live ? 200 : 503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'close',
      ...(live ? {} : { 'retry-after': '1' }),
    })
    response.end(live ? '{"status":"ok"}' : '{"status":"unavailable"}')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
