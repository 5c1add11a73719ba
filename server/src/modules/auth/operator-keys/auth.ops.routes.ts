import {
  OPS_CSRF_HEADER,
  OPS_CSRF_VALUE,
  AUTH_OPS_CONFIRM_TOTP,
  AUTH_OPS_LOGIN,
  AUTH_OPS_LOGOUT,
  AUTH_OPS_ME,
  AUTH_OPS_NEW_RECOVERY_CODES,
  AUTH_OPS_RESET_TOTP,
  AUTH_OPS_SOCKET_TICKET,
  AUTH_OPS_START_TOTP,
} from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import {
  clearedOpsCookie,
  cookieToken,
  OPS_DEVICE_COOKIE,
  opsDeviceCookie,
  opsSessionCookie,
} from './ops-cookie.ts'
import { currentOperator, loginOperator, OPERATOR_SESSION_SECONDS } from './operator-sign-in.service.ts'
import { confirmTotp, newRecoveryCodes, resetTotp, startTotp } from './operator-totp.service.ts'
import { endSession, issueSocketTicket } from '../sessions/sessions.service.ts'

/** The console's sign-in and sign-out, who is signed in, and their second factor. */
export function authOpsRoutes(route: Router, deps: Deps): void {
  // The cookie is Secure wherever the browser reached the server over HTTPS, and always in production.
  const secure = (https: boolean) => https || deps.env.production

  // The console's sign-in (its header) gets the cookie and no token; a script's gets the token alone.
  route(AUTH_OPS_LOGIN, async ({ body, ip, https, header, setHeader, cookieHeader, log }) => {
    const { device, token, operator } = await loginOperator(deps, {
      ...body,
      ip,
      deviceToken: cookieToken(cookieHeader, OPS_DEVICE_COOKIE),
      // The alert operators watch: a log event (the name and the rung, never the address) and a metric.
      onLockout: (lockout) =>
        log.warn({ event: 'operator.lockout', ...lockout }, 'operator sign-in held back'),
    })
    if (header(OPS_CSRF_HEADER) !== OPS_CSRF_VALUE) return { token, operator }
    setHeader(
      'Set-Cookie',
      opsSessionCookie(token, { secure: secure(https), maxAgeSeconds: OPERATOR_SESSION_SECONDS }),
    )
    setHeader('Set-Cookie', opsDeviceCookie(device, secure(https)))
    return { operator }
  })
  route(AUTH_OPS_LOGOUT, async ({ operator, https, setHeader }) => {
    await endSession(deps, operator.sessionId)
    setHeader('Set-Cookie', clearedOpsCookie(secure(https)))
    return null
  })
  route(AUTH_OPS_ME, ({ operator }) => currentOperator(deps, operator))
  route(AUTH_OPS_START_TOTP, ({ operator }) => startTotp(deps, operator))
  route(AUTH_OPS_CONFIRM_TOTP, ({ operator, body }) => confirmTotp(deps, { ...operator, code: body.code }))
  route(AUTH_OPS_NEW_RECOVERY_CODES, ({ operator, body }) =>
    newRecoveryCodes(deps, { ...operator, password: body.password }),
  )
  route(AUTH_OPS_RESET_TOTP, async ({ operator, params }) => {
    await resetTotp(deps, { targetId: params.id, actorId: operator.operatorId })
    return null
  })
  route(AUTH_OPS_SOCKET_TICKET, ({ operator }) => issueSocketTicket(deps, operator.sessionId))
}
