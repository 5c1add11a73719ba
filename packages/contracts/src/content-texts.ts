import * as z from 'zod/mini'
import type { Locale } from './constants.ts'

/**
 * Operator-written content (products, announcements, payment channel names) in the languages
 * besides English. The English text is the stored original and the fallback: a language without
 * a text for a field shows the English one (docs/decisions/0042-content-in-every-language.md).
 */
export const CONTENT_LOCALES = ['es', 'ja'] as const
export type ContentLocale = (typeof CONTENT_LOCALES)[number]

export function isContentLocale(value: unknown): value is ContentLocale {
  return typeof value === 'string' && (CONTENT_LOCALES as readonly string[]).includes(value)
}

/** The language of a content read: English reads the stored originals. */
export const contentLocaleOf = (locale: Locale): ContentLocale | null =>
  isContentLocale(locale) ? locale : null

/** `/…/:id/texts/:locale`: the locale is checked by the service, so a wrong one is named, not a 404. */
export const textsLocaleParams = z.strictObject({
  id: z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,14}$/)), z.transform(Number)),
  locale: z.string().check(z.maxLength(16)),
})

/** A translated text: trimmed; empty means "not translated, show the English". */
export const translatedText = (max: number, key: string) => z.string().check(z.trim(), z.maxLength(max, key))

/** The fields of `fields` that are empty in `texts` while English has them: what a translator still owes. */
export function missingFields<K extends string>(
  english: Record<K, string>,
  texts: Partial<Record<K, string>> | null | undefined,
): K[] {
  return (Object.keys(english) as K[]).filter((k) => english[k].trim() !== '' && !(texts?.[k] ?? '').trim())
}
