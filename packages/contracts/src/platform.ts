import * as z from 'zod/mini'
import { endpoint } from './endpoint.ts'

/** Every endpoint's path starts with one of these; their replies are never cached. */
export const ENDPOINT_PREFIXES = ['/api/', '/health/'] as const

/** The server's own endpoints, outside the API envelope: health checks for a load balancer and the API reference. */
export const healthStatus = z.strictObject({ status: z.enum(['ok', 'unavailable']) })

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
  summary: 'The database answers: `{ status: "ok" }`, else 503 with `{ status: "unavailable" }`.',
  reply: healthStatus,
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
