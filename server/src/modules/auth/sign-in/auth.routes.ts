import {
  AUTH_CHANGE_PASSWORD,
  AUTH_FORGOT_PASSWORD,
  AUTH_LOGIN,
  AUTH_LOGOUT,
  AUTH_REGISTER,
  AUTH_RESET_PASSWORD,
} from '@app/contracts'
import type { Deps } from '../../../deps.ts'
import type { Router } from '../../../lib/route.ts'
import * as auth from './auth.service.ts'
import * as passwords from '../passwords/passwords.service.ts'
import { endSession } from '../sessions/sessions.service.ts'

/** The app's sign-in, sign-up, sign-out and passwords. */
export function authRoutes(route: Router, deps: Deps): void {
  route(AUTH_LOGIN, ({ body, ip, userAgent }) => auth.login(deps, { ...body, ip, userAgent }))
  route(AUTH_REGISTER, ({ body, ip, userAgent }) => auth.register(deps, { ...body, ip, userAgent }))
  route(AUTH_LOGOUT, async ({ user }) => {
    await endSession(deps, user.sessionId)
    return null
  })
  route(AUTH_FORGOT_PASSWORD, async ({ body, ip, locale }) => {
    await passwords.requestPasswordReset(deps, { phone: body.phone, ip, locale })
    return null
  })
  route(AUTH_RESET_PASSWORD, async ({ body, ip }) => {
    await passwords.resetPassword(deps, { ...body, ip })
    return null
  })
  route(AUTH_CHANGE_PASSWORD, async ({ body, user }) => {
    await passwords.changePassword(deps, { ...body, userId: user.userId, sessionId: user.sessionId })
    return null
  })
}
