import { sql, type Insertable, type Kysely } from 'kysely'
import type { ContentLocale } from '@app/contracts'
import type { DB, ProductsTable } from '../../db/schema.ts'
import { TtlCache } from '../../lib/ttl-cache.ts'
import { inLanguage } from './product-texts.repo.ts'

/** What a purchase is made on: the terms a holding copies, and the name and status it is sold under. */
const termColumns = [
  'id',
  'name',
  'status',
  'price',
  'earning_amount',
  'earnings_count',
  'claim_period_seconds',
  'profit_rule',
  'min_vip',
  'purchase_limit',
] as const

const columns = [...termColumns, 'overview', 'description', 'featured', 'sort'] as const

/** A product's own page and the console also read its disclosure (lists do not). */
const detailColumns = [...columns, 'issuer', 'risks', 'maturity', 'early_exit'] as const

const publishedCaches = new WeakMap<object, TtlCache<Awaited<ReturnType<typeof queryPublished>>>>()
let generation = 0

/**
 * Published products by (sort, id), one keyset page after `after`, in `locale` (null: English).
 * Every visitor of a language reads the same rows, so they are cached for a second per database and
 * language: a published change shows everywhere within one second, and at once in the process that
 * made it.
 */
export function listPublished(
  db: Kysely<DB>,
  after: { sort: number; id: number } | null,
  limit: number,
  featuredOnly = false,
  locale: ContentLocale | null = null,
) {
  let cache = publishedCaches.get(db)
  if (!cache) publishedCaches.set(db, (cache = new TtlCache(1000)))
  const key = `${generation}:${locale ?? 'en'}:${after?.sort ?? ''}:${after?.id ?? ''}:${limit}:${featuredOnly}`
  return cache.get(key, async () =>
    inLanguage(db, await queryPublished(db, after, limit, featuredOnly), locale),
  )
}

/** Changes with every product change in this process; caches of published lists key on it. */
export function publishedGeneration(): number {
  return generation
}

/** Forgets the cached lists of this process (after an operator changes a product). */
export function forgetPublishedLists(): void {
  generation += 1
}

function queryPublished(
  db: Kysely<DB>,
  after: { sort: number; id: number } | null,
  limit: number,
  featuredOnly = false,
) {
  let query = db
    .selectFrom('products')
    .select(columns)
    .where('status', '=', 'published')
    .orderBy('sort')
    .orderBy('id')
    .limit(limit)
  if (featuredOnly) query = query.where('featured', '=', 1)
  if (after)
    query = query.where((eb) =>
      eb.or([eb('sort', '>', after.sort), eb.and([eb('sort', '=', after.sort), eb('id', '>', after.id)])]),
    )
  return query.execute()
}

export function findProduct(db: Kysely<DB>, id: number) {
  return db.selectFrom('products').select(detailColumns).where('id', '=', id).executeTakeFirst()
}

/** A product's terms, as a purchase is made on them (`purchase/pg.ts` checks them against the row). */
export function findProductTerms(db: Kysely<DB>, id: number) {
  return db.selectFrom('products').select(termColumns).where('id', '=', id).executeTakeFirst()
}

export type PurchaseTerms = NonNullable<Awaited<ReturnType<typeof findProductTerms>>>

export async function purchasesByProduct(db: Kysely<DB>, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('purchase_counts')
    .select(['product_id', 'purchases'])
    .where('user_id', '=', userId)
    .execute()
  return new Map(rows.map((r) => [r.product_id, r.purchases]))
}

/** How many of each product each of these users has bought: `${userId}:${productId}` → count. */
export async function purchaseCountsOf(
  db: Kysely<DB>,
  pairs: readonly { userId: number; productId: number }[],
): Promise<Map<string, number>> {
  if (pairs.length === 0) return new Map()
  const rows = await db
    .selectFrom('purchase_counts')
    .select(['user_id', 'product_id', 'purchases'])
    .where('user_id', 'in', [...new Set(pairs.map((p) => p.userId))])
    .where('product_id', 'in', [...new Set(pairs.map((p) => p.productId))])
    .execute()
  return new Map(rows.map((r) => [`${r.user_id}:${r.product_id}`, r.purchases]))
}

/**
 * Counts one more purchase of each pair (a purchase on SQLite, step by step): the caller has
 * decided them under SQLite's write lock, on the counts it read. Returns the count each pair
 * reached by `${userId}:${productId}`: the purchase's number.
 */
export async function addPurchases(
  db: Kysely<DB>,
  pairs: readonly { userId: number; productId: number }[],
): Promise<Map<string, number>> {
  if (pairs.length === 0) return new Map()
  const rows = await db
    .insertInto('purchase_counts')
    .values(pairs.map((p) => ({ user_id: p.userId, product_id: p.productId, purchases: 1 })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id']).doUpdateSet({ purchases: sql`purchase_counts.purchases + 1` }),
    )
    .returning(['user_id', 'product_id', 'purchases'])
    .execute()
  return new Map(rows.map((r) => [`${r.user_id}:${r.product_id}`, r.purchases]))
}

/** Every product, for the console, by (sort, id). */
export function listAllProducts(db: Kysely<DB>) {
  return db.selectFrom('products').select(detailColumns).orderBy('sort').orderBy('id').limit(500).execute()
}

export type ProductColumns = Omit<Insertable<ProductsTable>, 'id' | 'status' | 'created_at' | 'updated_at'>

/** A new product, as a draft; returns its id. */
export async function insertProduct(db: Kysely<DB>, product: ProductColumns, now: number): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({ ...product, status: 'draft', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateProduct(
  db: Kysely<DB>,
  id: number,
  change: Partial<ProductColumns> & { status?: ProductsTable['status'] },
  now: number,
): Promise<void> {
  await db
    .updateTable('products')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .execute()
}
