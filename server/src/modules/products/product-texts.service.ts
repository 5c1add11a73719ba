import type { ContentLocale, ProductTextFields, ProductTexts, ProductTextsBody } from '@app/contracts'
import type { Deps, ProductNames, Scope } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { translationLocale } from '../../lib/content-locale.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/index.ts'
import {
  allProductTexts,
  productTextsIn,
  saveProductTexts,
  type ProductTextRow,
} from './product-texts.repo.ts'
import { findProduct, forgetPublishedLists } from './products.repo.ts'

const fieldsOf = (row: ProductTextRow): ProductTextFields => ({
  name: row.name,
  overview: row.overview,
  description: row.description,
  issuer: row.issuer,
  risks: row.risks,
  maturity: row.maturity,
  earlyExit: row.early_exit,
})

/** A product's English texts and what is stored for every other language. */
export async function getProductTexts(deps: Pick<Scope, 'db'>, id: number): Promise<ProductTexts> {
  const product = await findProduct(deps.db, id)
  if (!product) throw new AppError('NOT_FOUND', 'products.notFound')
  const stored = await allProductTexts(deps.db, id)
  const of = (locale: ContentLocale) => {
    const row = stored.find((r) => r.locale === locale)
    return row ? fieldsOf(row) : null
  }
  return { id, english: fieldsOf(product), texts: { es: of('es'), ja: of('ja') } }
}

/** Saves a product's texts in one language; an empty field shows the English one. Audited. */
export async function saveTexts(
  deps: Deps,
  input: { id: number; locale: string; texts: ProductTextsBody; operatorId: number },
): Promise<void> {
  const locale = translationLocale(input.locale)
  const now = deps.clock.now()
  const { texts } = input
  await inTransaction(deps.database, async (tx) => {
    const before = await getProductTexts({ db: tx }, input.id)
    await saveProductTexts(
      tx,
      input.id,
      locale,
      {
        name: texts.name,
        overview: texts.overview,
        description: texts.description,
        issuer: texts.issuer,
        risks: texts.risks,
        maturity: texts.maturity,
        early_exit: texts.earlyExit,
      },
      now,
    )
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: 'product.translate',
      target: `product:${input.id}`,
      before: { locale, ...before.texts[locale] },
      after: { locale, ...texts },
      now,
    })
  })
  forgetPublishedLists()
}

/** Names as the catalogue shows them: a translation counts once it is not blank (as in `inLanguage`). */
export const productNames: ProductNames = {
  async in(db, ids, locale) {
    if (!locale) return new Map()
    const texts = await productTextsIn(db, [...new Set(ids)], locale)
    return new Map([...texts].flatMap(([id, text]) => (text.name.trim() === '' ? [] : [[id, text.name]])))
  },
}
