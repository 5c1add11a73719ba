import type { FastifyInstance } from 'fastify'
import type { Deps } from '../../deps.ts'
import { ok } from '../../lib/reply.ts'
import { requireOperator } from '../auth/guards.ts'
import { listAudit } from './audit.repo.ts'

export async function auditRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.get<{ Querystring: { q?: string; cursor?: string } }>(
    '/api/ops/audit-log',
    { preHandler: requireOperator(deps, ['admin']) },
    async (request) => {
      const q = typeof request.query.q === 'string' ? request.query.q.slice(0, 100) : ''
      const cursorText = typeof request.query.cursor === 'string' ? request.query.cursor : ''
      const cursor = /^[1-9][0-9]{0,14}$/.test(cursorText) ? Number(cursorText) : undefined
      return ok(await listAudit(deps.database.db, q, cursor))
    },
  )
}
