import * as z from 'zod/mini'
import { endpoint } from './endpoint.ts'

/** Every endpoint's path starts with one of these; their replies are never cached. */
export const ENDPOINT_PREFIXES = ['/api/', '/health/'] as const

/** The server's own endpoints, outside the API envelope: health checks for a load balancer and the API reference. */
export const healthStatus = z.strictObject({ status: z.enum(['ok', 'unavailable']) })

const upDown = z.enum(['up', 'down'])

/**
 * Readiness: `ok`; `degraded` (still 200: the process serves, something behind it is away — Redis,
 * the live events' listener, or an outbox that is not draining); `unavailable` (503: stopping, or
 * the database does not answer).
 */
export const readyStatus = z.strictObject({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  checks: z.optional(
    z.strictObject({
      database: upDown,
      /** PostgreSQL's pool: connections open, idle, and requests waiting for one. */
      pool: z.optional(
        z.strictObject({
          total: z.number().check(z.int(), z.nonnegative()),
          idle: z.number().check(z.int(), z.nonnegative()),
          waiting: z.number().check(z.int(), z.nonnegative()),
        }),
      ),
      /** Only with `REDIS_URL`: the general limit's and the live events' connections. */
      redis: z.optional(upDown),
      liveEvents: z.strictObject({
        transport: z.enum(['memory', 'postgres', 'redis']),
        /** `idle` until a socket signs in on this process. */
        listener: z.enum(['idle', 'up', 'down']),
        /** Live events committed and not yet published, and the oldest one's age in seconds. */
        backlog: z.number().check(z.int(), z.nonnegative()),
        oldestSeconds: z.number().check(z.int(), z.nonnegative()),
      }),
    }),
  ),
})

export const PLATFORM_LIVE = endpoint({
  id: 'platform.live',
  method: 'GET',
  path: '/health/live',
  access: 'public',
  summary: 'The process runs: always `{ status: "ok" }`.',
  reply: healthStatus,
  envelope: false,
})

export const PLATFORM_READY = endpoint({
  id: 'platform.ready',
  method: 'GET',
  path: '/health/ready',
  access: 'public',
  summary:
    'The database answers: `{ status: "ok" }`, or `"degraded"` (200) when Redis, the live events\' listener or their outbox is behind, with `checks`; else 503 with `{ status: "unavailable" }`.',
  reply: readyStatus,
  envelope: false,
})

export const PLATFORM_DOCS = endpoint({
  id: 'platform.docs',
  method: 'GET',
  path: '/api/docs',
  access: 'public',
  summary: 'This reference as a web page (served unless production, or with API_DOCS=1).',
  reply: z.string(),
  envelope: false,
})

export const PLATFORM_OPENAPI = endpoint({
  id: 'platform.openapi',
  method: 'GET',
  path: '/api/docs/openapi.json',
  access: 'public',
  summary: 'This reference as an OpenAPI 3.1 document (served unless production, or with API_DOCS=1).',
  reply: z.record(z.string(), z.unknown()),
  envelope: false,
})
