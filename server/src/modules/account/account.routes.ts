import type { FastifyInstance } from 'fastify'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { ok } from '../../lib/reply.ts'
import { requireUser, userOf } from '../auth/guards.ts'
import { presentUser } from '../auth/user.presenter.ts'
import { findUserById } from '../auth/users.repo.ts'
import { userVipLevel } from '../vip/vip.service.ts'

export async function accountRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.get('/api/user/info', { preHandler: requireUser(deps) }, async (request) => {
    const user = await findUserById(deps.database.db, userOf(request).userId)
    if (!user) throw new AppError('UNAUTHENTICATED')
    return ok(presentUser(user, await userVipLevel(deps, user.id)))
  })
}
