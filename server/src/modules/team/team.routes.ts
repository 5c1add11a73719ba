import type { FastifyInstance } from 'fastify'
import type { Deps } from '../../deps.ts'
import { ok } from '../../lib/reply.ts'
import { requireOperator, requireUser, userOf } from '../auth/guards.ts'
import { parseId } from '../../lib/params.ts'
import { getTeamMembers, getTeamSummary } from './team.service.ts'

/** A user's own team, and any user's team for the console (admin, support). */
export async function teamRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db
  const signedIn = requireUser(deps)
  const operators = requireOperator(deps, ['admin', 'support'])

  app.get('/api/team', { preHandler: signedIn }, async (request) =>
    ok(await getTeamSummary(db, userOf(request).userId)),
  )

  app.get('/api/team/members', { preHandler: signedIn }, async (request) =>
    ok(await getTeamMembers(db, userOf(request).userId, request.query, 'user')),
  )

  app.get<{ Params: { id: string } }>('/api/ops/users/:id/team', { preHandler: operators }, async (request) =>
    ok(await getTeamSummary(db, parseId(request.params.id))),
  )

  app.get<{ Params: { id: string } }>(
    '/api/ops/users/:id/team/members',
    { preHandler: operators },
    async (request) => ok(await getTeamMembers(db, parseId(request.params.id), request.query, 'operator')),
  )
}
