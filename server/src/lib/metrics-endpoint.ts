import { createHash, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { Registry } from 'prom-client'
import { errorMessageKey } from '@app/contracts'
import { PLATFORM_LIVE } from '@app/contracts/platform'
import type { ServerEnv } from '../env.ts'
import { unauthenticated } from './errors.ts'
import { translate } from './i18n.ts'
import { metricsRegistry } from './metrics.ts'

export const METRICS_PATH = '/metrics'

/**
 * Whether an `Authorization` header carries `Bearer <token>`. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first wrong character.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? ''
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(token)) && given !== ''
}

/**
 * `GET /metrics` on the app's own port, only when `METRICS_TOKEN` is set, and only with that token
 * as a bearer (401 in the API's envelope otherwise). It lies outside `/api`, so a scrape is never
 * counted against the API's rate limit. Without a token the path does not exist (404): the figures
 * then go only to the separate metrics port, if one is set.
 */
export function installMetricsRoute(app: FastifyInstance, env: Pick<ServerEnv, 'metricsToken'>): void {
  const token = env.metricsToken
  if (token === undefined) return
  app.get(METRICS_PATH, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) throw unauthenticated()
    const text = await metricsRegistry.metrics()
    return reply.type(metricsRegistry.contentType).send(text)
  })
}

/**
 * A plain HTTP server on `METRICS_PORT` (on the app's host) that answers only `GET /metrics`, for a
 * scraper on a private network the public port never shows it to. When `METRICS_TOKEN` is set as
 * well it asks for the token here too. Resolves once it listens; the caller closes it on shutdown.
 */
export async function startMetricsServer(
  env: Pick<ServerEnv, 'host' | 'metricsPort' | 'metricsToken'>,
  registry: Registry = metricsRegistry,
): Promise<http.Server> {
  if (env.metricsPort === undefined) throw new Error('startMetricsServer needs METRICS_PORT')
  const server = http.createServer((request, response) => void answerScrape(env, registry, request, response))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(env.metricsPort, env.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return server
}

async function answerScrape(
  env: Pick<ServerEnv, 'metricsToken'>,
  registry: Registry,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<void> {
  const path = (request.url ?? '').split('?')[0]
  // Alive from the first moment (this port opens before migrations and seeding), without a token:
  // it says nothing but that the process runs (decision 0077).
  if (request.method === 'GET' && path === PLATFORM_LIVE.path) {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    })
    return void response.end('{"status":"ok"}')
  }
  if (request.method !== 'GET' || path !== METRICS_PATH) return sendEnvelope(response, 404, 'NOT_FOUND')
  if (env.metricsToken !== undefined && !bearerMatches(request.headers.authorization, env.metricsToken))
    return sendEnvelope(response, 401, 'UNAUTHENTICATED')
  try {
    const text = await registry.metrics()
    response.writeHead(200, { 'content-type': registry.contentType }).end(text)
  } catch {
    sendEnvelope(response, 500, 'INTERNAL')
  }
}

/** A refusal in the API's envelope, in English (a scraper sends no language). */
function sendEnvelope(
  response: http.ServerResponse,
  status: number,
  code: 'NOT_FOUND' | 'UNAUTHENTICATED' | 'INTERNAL',
): void {
  const body = JSON.stringify({
    code: status,
    msg: translate('en', errorMessageKey[code]),
    data: { error: code },
  })
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(body)
}
