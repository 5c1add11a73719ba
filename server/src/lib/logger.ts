import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino'

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'

/**
 * Fields never written to the log, wherever they appear in a logged object: credentials, one-time
 * codes and message texts (a text may carry a code). Phones are logged masked, by the caller.
 */
export const REDACTED_KEYS = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'code',
  'text',
  'token',
  'ticket',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
  'x-metrics-token',
]

/** JSON lines: ISO time, level as a word, no host name; redacted at any depth up to three. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const paths = REDACTED_KEYS.flatMap((key) => {
    const k = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`
    const dot = k.startsWith('[') ? '' : '.'
    return [k, `*${dot}${k}`, `*.*${dot}${k}`]
  })
  return pino(
    {
      level,
      base: undefined,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths, censor: '[hidden]' },
    },
    destination,
  )
}

/** A request id a client or a proxy may send: short and plain, so it can be logged as it is. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** The incoming `X-Request-Id` when it is plain and short, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id']
  return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID()
}

/**
 * Every reply carries its request id (`X-Request-Id`), and every request is logged once when it
 * ends: method, path (never the query string, which may carry a ticket), route, status and
 * duration. Health checks log at debug: a load balancer asks every few seconds; a 503 (busy,
 * stopping) at warn, so a flood of refusals is not a flood of errors.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode
    const path = request.url.split('?', 1)[0]
    const line = {
      method: request.method,
      path,
      route: request.routeOptions.url ?? null,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    }
    // 503 says "busy" or "stopping": the load's doing, at warn; any other 5xx is a failure.
    if (status >= 500 && status !== 503) request.log.error(line, 'request')
    else if (status === 503) request.log.warn(line, 'request')
    else if (path?.startsWith('/health/')) request.log.debug(line, 'request')
    else request.log.info(line, 'request')
  })
}
