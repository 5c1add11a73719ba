import { isContentLocale, type ContentLocale } from '@app/contracts'
import { AppError } from './errors.ts'

/** The language a translation is saved in: es or ja; anything else is refused, by name. */
export function translationLocale(locale: string): ContentLocale {
  if (!isContentLocale(locale))
    throw new AppError('VALIDATION_FAILED', 'content.localeUnknown', { field: 'locale' })
  return locale
}
