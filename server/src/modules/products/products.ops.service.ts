import type { ProductInputBody } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/index.ts'
import { countHoldingsByProduct } from '../income/index.ts'
import { presentOpsProduct } from './products.presenter.ts'
import * as repo from './products.repo.ts'

/** The disclosure fields sent; a field left out is left as stored (empty on a new product). */
function disclosureColumns(body: ProductInputBody): Partial<repo.ProductColumns> {
  const columns: Partial<repo.ProductColumns> = {}
  if (body.issuer !== undefined) columns.issuer = body.issuer
  if (body.risks !== undefined) columns.risks = body.risks
  if (body.maturity !== undefined) columns.maturity = body.maturity
  if (body.earlyExit !== undefined) columns.early_exit = body.earlyExit
  return columns
}

function toColumns(body: ProductInputBody): repo.ProductColumns {
  return {
    ...disclosureColumns(body),
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

/** Every product with its status and the number of holdings bought. */
export async function listProductsForConsole(deps: Scope) {
  const [rows, holdings] = await Promise.all([repo.listAllProducts(deps.db), countHoldingsByProduct(deps.db)])
  const now = deps.clock.now()
  return rows.map((r) => presentOpsProduct(r, holdings.get(r.id) ?? 0, now))
}

/** One product as the console sees it, or NOT_FOUND. */
export async function getProductForConsole(deps: Scope, id: number) {
  const row = await repo.findProduct(deps.db, id)
  if (!row) throw new AppError('NOT_FOUND')
  const holdings = await countHoldingsByProduct(deps.db, id)
  return presentOpsProduct(row, holdings.get(id) ?? 0, deps.clock.now())
}

/** Creates a product as a draft; users see it once it is published. Returns its id. */
export async function createProduct(
  deps: Deps,
  input: { product: ProductInputBody; operatorId: number },
): Promise<number> {
  const now = deps.clock.now()
  return inTransaction(deps.database, async (tx) => {
    const id = await repo.insertProduct(tx, toColumns(input.product), now)
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'product.create',
      target: `product:${id}`,
      before: null,
      after: input.product,
      now,
    })
    return id
  })
}

/** Changes a product's terms for future purchases; holdings keep the terms they were bought under. */
export async function updateProduct(
  deps: Deps,
  input: { id: number; product: ProductInputBody; operatorId: number },
): Promise<void> {
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const before = await repo.findProduct(tx, input.id)
    if (!before) throw new AppError('NOT_FOUND')
    await repo.updateProduct(tx, input.id, toColumns(input.product), now)
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'product.update',
      target: `product:${input.id}`,
      before,
      after: input.product,
      now,
    })
  })
  repo.forgetPublishedLists()
}

/** Shows a product in the catalogue, or takes it out (holdings keep running). */
export async function setProductStatus(
  deps: Deps,
  input: { id: number; status: 'published' | 'unpublished'; operatorId: number },
): Promise<void> {
  const { id, status } = input
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const before = await repo.findProduct(tx, id)
    if (!before) throw new AppError('NOT_FOUND')
    await repo.updateProduct(tx, id, { status }, now)
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: status === 'published' ? 'product.publish' : 'product.unpublish',
      target: `product:${id}`,
      before: { status: before.status },
      after: { status },
      now,
    })
  })
  repo.forgetPublishedLists()
}
