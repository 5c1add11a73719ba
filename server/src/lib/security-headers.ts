import type { FastifyInstance } from 'fastify'
import { ENDPOINT_PREFIXES } from '@app/contracts/platform'

/**
 * The security headers of every reply, computed once: a strict CSP (no inline script; inline styles
 * are allowed for the UI kits), no sniffing, no framing, a careful referrer policy. `/api` and
 * `/health` replies are never cached.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  'frame-src https:',
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'origin-agent-cluster': '?1',
})

const API_HEADERS = Object.freeze({ ...SECURITY_HEADERS, 'cache-control': 'no-store' })

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url
    reply.headers(ENDPOINT_PREFIXES.some((prefix) => url.startsWith(prefix)) ? API_HEADERS : SECURITY_HEADERS)
    done()
  })
}
