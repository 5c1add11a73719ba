import type { FastifyInstance } from 'fastify'
import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
} from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { translate } from '../../lib/i18n.ts'
import { ok } from '../../lib/reply.ts'
import { parseWith } from '../../lib/validate.ts'
import { revokeSession } from './sessions.repo.ts'
import * as auth from './auth.service.ts'
import { requireUser, userOf } from './guards.ts'

export async function authRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.post('/api/auth/login', async (request) =>
    ok(await auth.login(deps, parseWith(loginBody, request.body), request.ip)),
  )

  app.post('/api/auth/register', async (request) =>
    ok(await auth.register(deps, parseWith(registerBody, request.body), request.ip)),
  )

  app.post('/api/auth/logout', { preHandler: requireUser(deps) }, async (request) => {
    await revokeSession(deps.database.db, userOf(request).sessionId, deps.clock.now())
    return ok(null)
  })

  app.post('/api/auth/password/forgot', async (request) => {
    const body = parseWith(forgotPasswordBody, request.body)
    await auth.requestPasswordReset(deps, body.phone, request.ip, request.locale)
    return ok(null, translate(request.locale, 'auth.resetCodeSent'))
  })

  app.post('/api/auth/password/reset', async (request) => {
    await auth.resetPassword(deps, parseWith(resetPasswordBody, request.body), request.ip)
    return ok(null, translate(request.locale, 'auth.resetDone'))
  })

  app.post('/api/auth/password/change', { preHandler: requireUser(deps) }, async (request) => {
    const { userId, sessionId } = userOf(request)
    await auth.changePassword(deps, userId, sessionId, parseWith(changePasswordBody, request.body))
    return ok(null, translate(request.locale, 'auth.modificationSuccessful'))
  })
}
