import http from 'node:http'
import type { TestContext } from './context.ts'

export interface HttpResult {
  status: number
  body: { code: number; msg: string; data: unknown }
}

export interface HttpClient {
  request(
    method: string,
    path: string,
    options?: { token?: string; key?: string; body?: unknown; from?: string },
  ): Promise<HttpResult>
  close(): void
}

/**
 * Real HTTP to the test server over up to `connections` keep-alive sockets on 127.0.0.1, so
 * concurrency tests go through the same network path as users' requests.
 */
export async function httpClient(ctx: TestContext, connections = 64): Promise<HttpClient> {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 })
  const address = ctx.app.server.address()
  if (!address || typeof address === 'string') throw new Error('test server has no port')
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  return {
    request(method, path, { token, key, body, from } = {}) {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: address.port,
            method,
            path,
            // A request `from` another loopback address (127.0.0.0/8) looks like another client.
            ...(from ? { localAddress: from, agent: false } : { agent }),
            headers: {
              ...(payload
                ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
                : {}),
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(key ? { 'idempotency-key': key } : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
              }),
            )
          },
        )
        req.setTimeout(30_000, () => req.destroy(new Error('request timed out')))
        req.on('error', reject)
        req.end(payload)
      })
    },
    close: () => agent.destroy(),
  }
}

/** Tally of fired requests by HTTP status. */
export function countStatuses(results: HttpResult[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1
  return counts
}
