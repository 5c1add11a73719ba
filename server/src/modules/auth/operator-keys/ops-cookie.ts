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
  return cookieToken(request.headers.cookie, OPS_COOKIE)
}

/** A well-formed token in cookie `name` of a Cookie header, if there is one. */
export function cookieToken(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    const value = part.slice(eq + 1).trim()
    if (/^[A-Za-z0-9_-]{16,128}$/.test(value)) return value
  }
  return undefined
}

/**
 * The console's known-device cookie (decision 0058): a token the server keeps only as a hash, set
 * at a full sign-in and sent back only to the sign-in, so a device an operator used before is not
 * held back by the delays that others' failed attempts put on the operator's name.
 */
export const OPS_DEVICE_COOKIE = 'ops_device'
const OPS_DEVICE_PATH = '/api/ops/auth'
export const OPS_DEVICE_SECONDS = 180 * 86_400

/** The `Set-Cookie` value that keeps the device's token; Secure as the session's. */
export function opsDeviceCookie(token: string, secure: boolean): string {
  const parts = [
    `${OPS_DEVICE_COOKIE}=${token}`,
    `Path=${OPS_DEVICE_PATH}`,
    `Max-Age=${OPS_DEVICE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
  ]
  if (secure) parts.push('Secure')
  return parts.join('; ')
}
