import type { FastifyInstance } from 'fastify'
import type { LedgerCheckReply } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { ok } from '../../lib/reply.ts'
import { requireOperator } from '../auth/guards.ts'
import { checkLedger } from './invariants.ts'

/** The invariant checker, for operators (admin and finance). */
export async function ledgerRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  app.get('/api/ops/ledger/check', { preHandler: requireOperator(deps, ['admin', 'finance']) }, async () => {
    const now = deps.clock.now()
    const result = await checkLedger(deps.database.db, now)
    const reply: LedgerCheckReply = { ...result, checkedAt: now }
    return ok(reply)
  })
}
