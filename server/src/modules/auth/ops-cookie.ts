import type { FastifyRequest } from 'fastify'

/**
 * The console's session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's
 * page sends it), and scoped to the console's API paths, so the app's pages and calls never carry it.
 */
export const OPS_COOKIE = 'ops_session'
export const OPS_COOKIE_PATH = '/api/ops'

/** The `Set-Cookie` value that keeps `token` for `maxAgeSeconds`; Secure unless on plain HTTP outside production. */
export function opsSessionCookie(
  token: string,
  { secure, maxAgeSeconds }: { secure: boolean; maxAgeSeconds: number },
) {
  const parts = [
    `${OPS_COOKIE}=${token}`,
    `Path=${OPS_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** The `Set-Cookie` value that makes the browser forget the session. */
export const clearedOpsCookie = (secure: boolean) => opsSessionCookie('', { secure, maxAgeSeconds: 0 })

/** The session token of the console's cookie, if the request carries a well-formed one. */
export function opsCookieToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== OPS_COOKIE) continue
    const value = part.slice(eq + 1).trim()
    if (/^[A-Za-z0-9_-]{16,128}$/.test(value)) return value
  }
  return undefined
}
