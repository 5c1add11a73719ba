import {
  changePassword,
  forgotPassword,
  loginUser,
  logoutUser,
  registerUser,
  resetPassword,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Router } from '../../lib/route.ts'
import * as auth from './auth.service.ts'
import * as passwords from './passwords.service.ts'
import { endSession } from './sessions.service.ts'

/** The app's sign-in, sign-up, sign-out and passwords. */
export function authRoutes(route: Router, deps: Deps): void {
  route(loginUser, ({ body, ip, userAgent }) => auth.login(deps, { ...body, ip, userAgent }))
  route(registerUser, ({ body, ip, userAgent }) => auth.register(deps, { ...body, ip, userAgent }))
  route(logoutUser, async ({ user }) => {
    await endSession(deps, user.sessionId)
    return null
  })
  route(forgotPassword, async ({ body, ip, locale }) => {
    await passwords.requestPasswordReset(deps, { phone: body.phone, ip, locale })
    return null
  })
  route(resetPassword, async ({ body, ip }) => {
    await passwords.resetPassword(deps, { ...body, ip })
    return null
  })
  route(changePassword, async ({ body, user }) => {
    await passwords.changePassword(deps, { ...body, userId: user.userId, sessionId: user.sessionId })
    return null
  })
}
