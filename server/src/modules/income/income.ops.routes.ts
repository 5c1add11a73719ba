import type { FastifyInstance } from 'fastify'
import type { Deps } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { ok } from '../../lib/reply.ts'
import { operatorOf, requireOperator } from '../auth/guards.ts'
import { recordAudit } from '../audit/audit.repo.ts'
import { parseId } from '../../lib/params.ts'
import { presentHolding } from './holdings.presenter.ts'

/** A user's holdings in the console, and freezing one. */
export async function incomeOpsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db
  const anyOperator = { preHandler: requireOperator(deps) }
  const freezers = { preHandler: requireOperator(deps, ['admin', 'finance']) }

  app.get<{ Params: { id: string } }>('/api/ops/users/:id/holdings', anyOperator, async (request) => {
    const rows = await db
      .selectFrom('holdings')
      .selectAll()
      .where('user_id', '=', parseId(request.params.id))
      .orderBy('id', 'desc')
      .limit(200)
      .execute()
    const now = deps.clock.now()
    return ok(rows.map((r) => presentHolding(r, now)))
  })

  for (const [verb, frozen] of [
    ['freeze', 1],
    ['unfreeze', 0],
  ] as const) {
    // A frozen holding pays nothing until it is unfrozen (it shows under Frozen in My products).
    app.post<{ Params: { id: string } }>(`/api/ops/holdings/:id/${verb}`, freezers, async (request) => {
      const id = parseId(request.params.id)
      const now = deps.clock.now()
      const holding = await inTransaction(deps.database, async (tx) => {
        const before = await tx.selectFrom('holdings').selectAll().where('id', '=', id).executeTakeFirst()
        if (!before) throw new AppError('NOT_FOUND')
        await tx.updateTable('holdings').set({ frozen }).where('id', '=', id).execute()
        await recordAudit(tx, {
          operatorId: operatorOf(request).operatorId,
          action: `holding.${verb}`,
          target: `holding:${id}`,
          before: { frozen: before.frozen },
          after: { frozen },
          now,
        })
        return { ...before, frozen }
      })
      return ok(presentHolding(holding, now))
    })
  }
}
