import type { FastifyInstance } from 'fastify'
import { createOperatorBody, opsLoginBody, updateOperatorBody } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { ok } from '../../lib/reply.ts'
import { parseWith } from '../../lib/validate.ts'
import { operatorOf, requireOperator } from '../auth/guards.ts'
import { revokeSession } from '../auth/sessions.repo.ts'
import * as repo from './operators.repo.ts'
import * as service from './operators.service.ts'
import { parseId } from '../../lib/params.ts'

export async function operatorRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const anyOperator = requireOperator(deps)
  const adminOnly = requireOperator(deps, ['admin'])

  app.post('/api/ops/auth/login', async (request) =>
    ok(await service.loginOperator(deps, parseWith(opsLoginBody, request.body), request.ip)),
  )

  app.post('/api/ops/auth/logout', { preHandler: anyOperator }, async (request) => {
    await revokeSession(deps.database.db, operatorOf(request).sessionId, deps.clock.now())
    return ok(null)
  })

  app.get('/api/ops/me', { preHandler: anyOperator }, async (request) => {
    const me = await repo.findOperatorById(deps.database.db, operatorOf(request).operatorId)
    if (!me) throw new AppError('UNAUTHENTICATED')
    return ok(repo.presentOperator(me))
  })

  app.get('/api/ops/operators', { preHandler: adminOnly }, async () =>
    ok((await repo.listOperators(deps.database.db)).map(repo.presentOperator)),
  )

  app.post('/api/ops/operators', { preHandler: adminOnly }, async (request) =>
    ok(
      await service.createOperator(
        deps,
        parseWith(createOperatorBody, request.body),
        operatorOf(request).operatorId,
      ),
    ),
  )

  app.patch<{ Params: { id: string } }>(
    '/api/ops/operators/:id',
    { preHandler: adminOnly },
    async (request) => {
      const id = parseId(request.params.id)
      return ok(
        await service.updateOperator(
          deps,
          id,
          parseWith(updateOperatorBody, request.body),
          operatorOf(request).operatorId,
        ),
      )
    },
  )
}
