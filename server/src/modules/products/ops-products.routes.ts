import type { FastifyInstance } from 'fastify'
import { productInputBody, vipLevelsBody, type OpsProductRow, type ProductStatus } from '@app/contracts'
import { sql } from 'kysely'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { ok } from '../../lib/reply.ts'
import { parseWith } from '../../lib/validate.ts'
import { operatorOf, requireOperator } from '../auth/guards.ts'
import { parseId } from '../ops/operators.routes.ts'
import { listVipLevels } from '../wallet/vip.ts'
import * as service from './ops-products.service.ts'
import { presentProduct, type ProductRow } from './products.presenter.ts'
import { findProduct } from './products.repo.ts'

function presentOps(
  row: ProductRow & { status: string; sort: number },
  holdings: number,
  now: number,
): OpsProductRow {
  return {
    id: row.id,
    name: row.name,
    overview: row.overview,
    description: row.description,
    price: String(row.price),
    earningAmount: String(row.earning_amount),
    earningsCount: row.earnings_count,
    claimPeriodSeconds: row.claim_period_seconds,
    profitRule: row.profit_rule,
    minVip: row.min_vip,
    purchaseLimit: row.purchase_limit,
    featured: row.featured === 1,
    sort: row.sort,
    status: row.status as ProductStatus,
    holdings,
    view: presentProduct(row, now, null),
  }
}

/** Products and VIP thresholds in the console. */
export async function opsProductRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const db = deps.database.db
  const anyOperator = requireOperator(deps)
  const adminOnly = requireOperator(deps, ['admin'])
  const presentOne = async (id: number) => {
    const row = await findProduct(db, id)
    if (!row) throw new AppError('NOT_FOUND')
    const count = await db
      .selectFrom('holdings')
      .select(sql<number>`count(*)`.as('n'))
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow()
    return presentOps(row, Number(count.n), deps.clock.now())
  }

  app.get('/api/ops/products', { preHandler: anyOperator }, async () => {
    const rows = await db
      .selectFrom('products')
      .selectAll()
      .orderBy('sort')
      .orderBy('id')
      .limit(500)
      .execute()
    const counts = await db
      .selectFrom('holdings')
      .select(['product_id', sql<number>`count(*)`.as('n')])
      .groupBy('product_id')
      .execute()
    const byProduct = new Map(counts.map((c) => [c.product_id, Number(c.n)]))
    const now = deps.clock.now()
    return ok(rows.map((r) => presentOps(r, byProduct.get(r.id) ?? 0, now)))
  })

  app.post('/api/ops/products', { preHandler: adminOnly }, async (request) => {
    const body = parseWith(productInputBody, request.body)
    return ok(await presentOne(await service.createProduct(deps, body, operatorOf(request).operatorId)))
  })

  app.put<{ Params: { id: string } }>('/api/ops/products/:id', { preHandler: adminOnly }, async (request) => {
    const id = parseId(request.params.id)
    await service.updateProduct(
      deps,
      id,
      parseWith(productInputBody, request.body),
      operatorOf(request).operatorId,
    )
    return ok(await presentOne(id))
  })

  for (const [verb, status] of [
    ['publish', 'published'],
    ['unpublish', 'unpublished'],
  ] as const) {
    app.post<{ Params: { id: string } }>(
      `/api/ops/products/:id/${verb}`,
      { preHandler: adminOnly },
      async (request) => {
        const id = parseId(request.params.id)
        await service.setProductStatus(deps, id, status, operatorOf(request).operatorId)
        return ok(await presentOne(id))
      },
    )
  }

  app.get('/api/ops/vip-levels', { preHandler: anyOperator }, async () =>
    ok(
      (await listVipLevels(db)).map((l) => ({
        level: l.level,
        minRechargeTotal: String(l.min_recharge_total),
      })),
    ),
  )

  app.put('/api/ops/vip-levels', { preHandler: adminOnly }, async (request) => {
    const { levels } = parseWith(vipLevelsBody, request.body)
    return ok(await service.replaceVipLevels(deps, levels, operatorOf(request).operatorId))
  })
}
