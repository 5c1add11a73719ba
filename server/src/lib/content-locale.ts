import { isContentLocale, type ContentLocale } from '@app/contracts'
import { AppError } from './errors.ts'

/** The language a translation is saved in: es or ja; anything else is refused, by name. */
export function translationLocale(locale: string): ContentLocale {
  if (!isContentLocale(locale))
    throw new AppError('VALIDATION_FAILED', 'content.localeUnknown', { field: 'locale' })
  return locale
}

/**
 * `rows` with their stored translations laid over them, field by field: each of `columns` a row has
 * takes the translation of its id (`texts`) when that is not blank, and keeps its English text
 * otherwise (docs/decisions/0042).
 */
export function overlayTranslations<C extends string, R extends { id: number } & Partial<Record<C, string>>>(
  rows: R[],
  texts: Map<number, Record<C, string>>,
  columns: readonly C[],
): R[] {
  return rows.map((row) => {
    const text = texts.get(row.id)
    if (!text) return row
    const out: R = { ...row }
    for (const column of columns) {
      if (column in row && text[column].trim() !== '') (out as Record<string, unknown>)[column] = text[column]
    }
    return out
  })
}
