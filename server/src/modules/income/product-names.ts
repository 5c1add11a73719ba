import type { ContentLocale } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import type { Receipt } from './receive.service.ts'

/** What showing holdings by name needs: the query builder and the products' names per language. */
export type Naming = Pick<Deps, 'db' | 'productNames'>

/**
 * `rows` with each product's name in `locale` where the catalogue has it translated; otherwise the
 * name the holding was bought under stays (English, as stored). docs/decisions/0042.
 */
export async function namedIn<R extends { product_id: number; product_name: string }>(
  deps: Naming,
  rows: R[],
  locale: ContentLocale | null,
): Promise<R[]> {
  if (!locale || rows.length === 0) return rows
  const names = await deps.productNames.in(
    deps.db,
    rows.map((row) => row.product_id),
    locale,
  )
  if (names.size === 0) return rows
  return rows.map((row) => ({ ...row, product_name: names.get(row.product_id) ?? row.product_name }))
}

/** Receipts whose holdings are named in `locale`, as `namedIn` names them. */
export async function receiptsNamedIn(
  deps: Naming,
  receipts: Receipt[],
  locale: ContentLocale | null,
): Promise<Receipt[]> {
  const holdings = await namedIn(
    deps,
    receipts.map((r) => r.holding),
    locale,
  )
  return receipts.map((receipt, i) => ({ ...receipt, holding: holdings[i] ?? receipt.holding }))
}
