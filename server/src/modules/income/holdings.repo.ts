import { sql, type Insertable, type Kysely } from 'kysely'
import type { DB, HoldingsTable } from '../../db/schema.ts'

/**
 * The `holdings` table: what each purchase bought, with the terms copied at purchase time. This
 * module owns it; the others (buying, orders, the console) call these functions.
 */

/** Records a new holding; returns its id. */
export async function insertHolding(db: Kysely<DB>, holding: Insertable<HoldingsTable>): Promise<number> {
  const row = await db.insertInto('holdings').values(holding).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** How many holdings each product has (products with none are absent), or those of `productId` only. */
export async function countHoldingsByProduct(
  db: Kysely<DB>,
  productId?: number,
): Promise<Map<number, number>> {
  let query = db
    .selectFrom('holdings')
    .select(['product_id', sql<number>`count(*)`.as('n')])
    .groupBy('product_id')
  if (productId !== undefined) query = query.where('product_id', '=', productId)
  const rows = await query.execute()
  return new Map(rows.map((r) => [r.product_id, Number(r.n)]))
}
