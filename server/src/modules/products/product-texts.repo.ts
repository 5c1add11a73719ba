import type { Kysely } from 'kysely'
import type { ContentLocale } from '@app/contracts'
import type { DB, ProductTextsTable } from '../../db/schema.ts'
import { overlayTranslations } from '../../lib/content-locale.ts'

/** The translatable columns of a product, as stored on `products` (English) and `product_texts`. */
export const PRODUCT_TEXT_COLUMNS = [
  'name',
  'overview',
  'description',
  'issuer',
  'risks',
  'maturity',
  'early_exit',
] as const
export type ProductTextColumn = (typeof PRODUCT_TEXT_COLUMNS)[number]
export type ProductTextRow = Pick<ProductTextsTable, ProductTextColumn>

/** The stored texts of some products in one language, by product id. */
export async function productTextsIn(
  db: Kysely<DB>,
  ids: readonly number[],
  locale: ContentLocale,
): Promise<Map<number, ProductTextRow>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('product_texts')
    .select(['product_id', ...PRODUCT_TEXT_COLUMNS])
    .where('locale', '=', locale)
    .where('product_id', 'in', [...ids])
    .execute()
  return new Map(rows.map(({ product_id, ...texts }) => [product_id, texts]))
}

/** Every language's stored texts of one product. */
export async function allProductTexts(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('product_texts')
    .select(['locale', ...PRODUCT_TEXT_COLUMNS])
    .where('product_id', '=', id)
    .execute()
}

/** Writes a product's texts in one language (a first save inserts them). */
export async function saveProductTexts(
  db: Kysely<DB>,
  id: number,
  locale: ContentLocale,
  texts: ProductTextRow,
  now: number,
): Promise<void> {
  await db
    .insertInto('product_texts')
    .values({ product_id: id, locale, ...texts, updated_at: now })
    .onConflict((oc) => oc.columns(['product_id', 'locale']).doUpdateSet({ ...texts, updated_at: now }))
    .execute()
}

/**
 * `rows` in `locale`: each translatable field a row has is replaced by its translation when there is
 * one, field by field; an empty or missing translation keeps the English text. English: as stored.
 */
export async function inLanguage<R extends { id: number } & Partial<Record<ProductTextColumn, string>>>(
  db: Kysely<DB>,
  rows: R[],
  locale: ContentLocale | null,
): Promise<R[]> {
  if (!locale || rows.length === 0) return rows
  const texts = await productTextsIn(
    db,
    rows.map((r) => r.id),
    locale,
  )
  return overlayTranslations(rows, texts, PRODUCT_TEXT_COLUMNS)
}
