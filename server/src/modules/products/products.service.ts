import type { ContentLocale } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { TtlCache } from '../../lib/ttl-cache.ts'
import { PAGE_SIZE } from '../../lib/paging.ts'
import { getUserBalances, presentBalances } from '../ledger/index.ts'
import { userVipLevel } from '../vip/index.ts'
import { presentProduct, type Viewer } from './products.presenter.ts'
import { inLanguage } from './product-texts.repo.ts'
import { findProduct, listPublished, publishedGeneration, purchasesByProduct } from './products.repo.ts'

/** What a signed-in user's view of the catalogue depends on: their VIP level and their purchases. */
export async function viewerOf(deps: Pick<Scope, 'db'>, userId: number | undefined): Promise<Viewer | null> {
  if (userId === undefined) return null
  const [vipLevel, purchases] = await Promise.all([
    userVipLevel(deps, userId),
    purchasesByProduct(deps.db, userId),
  ])
  return { vipLevel, purchases }
}

export type ProductCursor = { sort: number; id: number } | undefined

/** One page of the published catalogue after `cursor`, as `userId` (or a visitor) sees it, in `locale`. */
export async function productPage(
  deps: Scope,
  {
    cursor,
    userId,
    locale,
  }: { cursor: ProductCursor; userId: number | undefined; locale: ContentLocale | null },
) {
  const [rows, viewer] = await Promise.all([
    listPublished(deps.db, cursor ?? null, PAGE_SIZE + 1, false, locale),
    viewerOf(deps, userId),
  ])
  const now = deps.clock.now()
  const items = rows.slice(0, PAGE_SIZE)
  const last = items[items.length - 1]
  return {
    items: items.map((r) => presentProduct(r, now, viewer)),
    next: rows.length > PAGE_SIZE && last ? `${last.sort}:${last.id}` : null,
  }
}

const anonymousPages = new WeakMap<object, TtlCache<string>>()

/**
 * Everyone of one language who is not signed in sees the same page: it is kept serialised for a
 * second per database and language, like the rows it is made of, and forgotten at once when a
 * product changes here.
 */
export function anonymousProductPage(
  deps: Deps,
  cursor: ProductCursor,
  locale: ContentLocale | null,
): Promise<string> {
  let cache = anonymousPages.get(deps.database)
  if (!cache) anonymousPages.set(deps.database, (cache = new TtlCache(1000)))
  const key = `${publishedGeneration()}:${locale ?? 'en'}:${cursor ? `${cursor.sort}:${cursor.id}` : ''}`
  return cache.get(key, async () =>
    JSON.stringify({
      code: 200,
      msg: '',
      data: await productPage(deps, { cursor, userId: undefined, locale }),
    }),
  )
}

/** A published product in `locale` (null: English), or NOT_FOUND. */
export async function getPublishedProduct(
  deps: Pick<Scope, 'db'>,
  id: number,
  locale: ContentLocale | null = null,
) {
  const product = await findProduct(deps.db, id)
  if (!product || product.status !== 'published') throw new AppError('NOT_FOUND', 'products.notFound')
  const [localized = product] = await inLanguage(deps.db, [product], locale)
  return localized
}

/** Home: the user's balances (when signed in) and the featured products, in `locale`. */
export async function homeSummary(deps: Scope, userId: number | undefined, locale: ContentLocale | null) {
  const [featured, balances, viewer] = await Promise.all([
    listPublished(deps.db, null, 6, true, locale),
    userId === undefined ? null : getUserBalances(deps, userId),
    viewerOf(deps, userId),
  ])
  const now = deps.clock.now()
  return {
    balances: balances ? presentBalances(balances) : null,
    featured: featured.map((r) => presentProduct(r, now, viewer)),
  }
}
