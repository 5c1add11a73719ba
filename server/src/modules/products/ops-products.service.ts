import type { ProductInputBody, VipLevelsBody } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../ops/audit.repo.ts'
import { listVipLevels } from '../wallet/vip.ts'
import { findProduct, forgetPublishedLists } from './products.repo.ts'

function toColumns(body: ProductInputBody) {
  return {
    name: body.name,
    overview: body.overview,
    description: body.description,
    price: Number(body.price),
    earning_amount: Number(body.earningAmount),
    earnings_count: body.earningsCount,
    claim_period_seconds: body.claimPeriodSeconds,
    profit_rule: body.profitRule,
    min_vip: body.minVip,
    purchase_limit: body.purchaseLimit,
    featured: body.featured ? 1 : 0,
    sort: body.sort,
  }
}

/** Creates a product as a draft; users see it once it is published. */
export async function createProduct(deps: Deps, body: ProductInputBody, operatorId: number): Promise<number> {
  const now = deps.clock.now()
  return inTransaction(deps.database, async (tx) => {
    const row = await tx
      .insertInto('products')
      .values({ ...toColumns(body), status: 'draft', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordAudit(tx, {
      operatorId,
      action: 'product.create',
      target: `product:${row.id}`,
      before: null,
      after: body,
      now,
    })
    return row.id
  })
}

/** Changes a product's terms for future purchases; holdings keep the terms they were bought under. */
export async function updateProduct(
  deps: Deps,
  id: number,
  body: ProductInputBody,
  operatorId: number,
): Promise<void> {
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const before = await findProduct(tx, id)
    if (!before) throw new AppError('NOT_FOUND')
    await tx
      .updateTable('products')
      .set({ ...toColumns(body), updated_at: now })
      .where('id', '=', id)
      .execute()
    await recordAudit(tx, {
      operatorId,
      action: 'product.update',
      target: `product:${id}`,
      before,
      after: body,
      now,
    })
  })
  forgetPublishedLists()
}

export async function setProductStatus(
  deps: Deps,
  id: number,
  status: 'published' | 'unpublished',
  operatorId: number,
): Promise<void> {
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const before = await findProduct(tx, id)
    if (!before) throw new AppError('NOT_FOUND')
    await tx.updateTable('products').set({ status, updated_at: now }).where('id', '=', id).execute()
    const verb = status === 'published' ? 'publish' : 'unpublish'
    await recordAudit(tx, {
      operatorId,
      action: `product.${verb}`,
      target: `product:${id}`,
      before: { status: before.status },
      after: { status },
      now,
    })
  })
  forgetPublishedLists()
}

/** Replaces the VIP thresholds: levels 0, 1, 2… with thresholds that never decrease; level 0 needs nothing. */
export async function replaceVipLevels(deps: Deps, levels: VipLevelsBody['levels'], operatorId: number) {
  const sorted = [...levels].sort((a, b) => a.level - b.level)
  const valid = sorted.every(
    (l, i) =>
      l.level === i &&
      (i === 0
        ? l.minRechargeTotal === '0'
        : Number(l.minRechargeTotal) >= Number(sorted[i - 1]?.minRechargeTotal)),
  )
  if (!valid) throw new AppError('VALIDATION_FAILED', 'validation.vipLevelsInvalid', { field: 'levels' })
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const before = await listVipLevels(tx)
    await tx.deleteFrom('vip_levels').execute()
    await tx
      .insertInto('vip_levels')
      .values(sorted.map((l) => ({ level: l.level, min_recharge_total: Number(l.minRechargeTotal) })))
      .execute()
    await recordAudit(tx, {
      operatorId,
      action: 'vip.update',
      target: 'vip_levels',
      before,
      after: sorted,
      now,
    })
  })
  return sorted
}
