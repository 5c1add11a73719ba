import type { FastifyInstance } from 'fastify'
import { HOLDING_FILTERS, type HoldingFilter } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { runOnce } from '../../lib/idempotency.ts'
import { PAGE_SIZE, parseCursor, toPage } from '../../lib/paging.ts'
import { ok } from '../../lib/reply.ts'
import { translate } from '../../lib/i18n.ts'
import { requireUser, userOf } from '../auth/guards.ts'
import { parseId } from '../../lib/params.ts'
import { presentHolding } from './holdings.presenter.ts'
import { receiveIncome } from './receive.service.ts'

export async function incomeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db
  const signedIn = { preHandler: requireUser(deps) }

  // My products, newest first, filtered by All, Running, Expired or Frozen.
  app.get<{ Querystring: { filter?: string; cursor?: string } }>(
    '/api/holdings',
    signedIn,
    async (request) => {
      const filter: HoldingFilter = HOLDING_FILTERS.find((f) => f === request.query.filter) ?? 'all'
      const cursor = parseCursor(request.query.cursor)
      const now = deps.clock.now()
      let query = db
        .selectFrom('holdings')
        .selectAll()
        .where('user_id', '=', userOf(request).userId)
        .orderBy('id', 'desc')
        .limit(PAGE_SIZE + 1)
      if (cursor !== undefined) query = query.where('id', '<', cursor)
      if (filter === 'frozen') query = query.where('frozen', '=', 1)
      if (filter === 'running') query = query.where('frozen', '=', 0).where('ends_at', '>', now)
      if (filter === 'expired') query = query.where('frozen', '=', 0).where('ends_at', '<=', now)
      return ok(toPage(await query.execute(), PAGE_SIZE, (row) => presentHolding(row, now)))
    },
  )

  app.post<{ Params: { id: string } }>('/api/holdings/:id/receive', signedIn, async (request, reply) => {
    const holdingId = parseId(request.params.id)
    const { userId } = userOf(request)
    return runOnce(deps, request, reply, userId, async (tx) =>
      ok(
        await receiveIncome(tx, userId, holdingId, deps.clock.now()),
        translate(request.locale, 'income.received'),
      ),
    )
  })

  // Earning records: every earning received, newest first.
  app.get<{ Querystring: { cursor?: string } }>('/api/earnings', signedIn, async (request) => {
    const cursor = parseCursor(request.query.cursor)
    let query = db
      .selectFrom('holding_earnings as e')
      .innerJoin('holdings as h', 'h.id', 'e.holding_id')
      .select([
        'e.id',
        'e.holding_id',
        'h.product_name',
        'e.earning_index',
        'e.amount',
        'e.due_at',
        'e.collected_at',
      ])
      .where('e.user_id', '=', userOf(request).userId)
      .orderBy('e.id', 'desc')
      .limit(PAGE_SIZE + 1)
    if (cursor !== undefined) query = query.where('e.id', '<', cursor)
    return ok(
      toPage(await query.execute(), PAGE_SIZE, (r) => ({
        id: r.id,
        holdingId: r.holding_id,
        productName: r.product_name,
        index: r.earning_index,
        amount: String(r.amount),
        dueAt: r.due_at,
        collectedAt: r.collected_at,
      })),
    )
  })
}
