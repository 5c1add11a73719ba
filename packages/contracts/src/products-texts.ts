import * as z from 'zod/mini'
import { operatorsOf } from './access.ts'
import { textsLocaleParams, translatedText } from './content-texts.ts'
import { endpoint } from './endpoint.ts'
import { idParams } from './paging.ts'
import { DISCLOSURE_LIMITS } from './products.ts'

/** A product's words: its name, overview, description and disclosure (the terms are not words). */
export const productTextFields = z.strictObject({
  name: z.string(),
  overview: z.string(),
  description: z.string(),
  issuer: z.string(),
  risks: z.string(),
  maturity: z.string(),
  earlyExit: z.string(),
})
export type ProductTextFields = z.infer<typeof productTextFields>

/** A product's texts in one language; an empty field shows the English one. */
export const productTextsBody = z.strictObject({
  name: translatedText(80, 'validation.productNameTooLong'),
  overview: translatedText(200, 'validation.overviewTooLong'),
  description: translatedText(5000, 'validation.descriptionTooLong'),
  issuer: translatedText(DISCLOSURE_LIMITS.issuer, 'validation.issuerTooLong'),
  risks: translatedText(DISCLOSURE_LIMITS.risks, 'validation.risksTooLong'),
  maturity: translatedText(DISCLOSURE_LIMITS.maturity, 'validation.maturityTooLong'),
  earlyExit: translatedText(DISCLOSURE_LIMITS.earlyExit, 'validation.earlyExitTooLong'),
})
export type ProductTextsBody = z.infer<typeof productTextsBody>

/** The English texts (the reference) and, per language, what is stored (null: nothing yet). */
export const productTexts = z.strictObject({
  id: z.number(),
  english: productTextFields,
  texts: z.strictObject({ es: z.nullable(productTextFields), ja: z.nullable(productTextFields) }),
})
export type ProductTexts = z.infer<typeof productTexts>

export const PRODUCTS_OPS_GET_TEXTS = endpoint({
  id: 'products.opsGetTexts',
  method: 'GET',
  path: '/api/ops/products/:id/texts',
  access: operatorsOf('admin'),
  summary: "A product's name, description and disclosure in English and in every other language.",
  params: idParams,
  reply: productTexts,
})

export const PRODUCTS_OPS_SAVE_TEXTS = endpoint({
  id: 'products.opsSaveTexts',
  method: 'PUT',
  path: '/api/ops/products/:id/texts/:locale',
  access: operatorsOf('admin'),
  summary: "Saves a product's texts in one language (es, ja); an empty field shows the English text.",
  params: textsLocaleParams,
  body: productTextsBody,
  reply: productTexts,
  message: 'content.textsSaved',
})
