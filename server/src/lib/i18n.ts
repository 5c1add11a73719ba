import { FALLBACK_LOCALE, isLocale, type Locale } from '@app/contracts'
import { bundledLanguages, interpolate, lookupText } from '@app/contracts/i18n'

/** Picks the caller's language from `Accept-Language` (first supported tag), else English. */
export function localeFrom(header: string | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase()
    if (isLocale(tag)) return tag
  }
  return FALLBACK_LOCALE
}

/** The text of a message key in `locale`, falling back to English, then to a generic message. */
export function translate(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const text = lookupText(bundledLanguages[locale], key) ?? lookupText(bundledLanguages.en, key)
  return interpolate(text ?? lookupText(bundledLanguages.en, 'error.validation') ?? '', values)
}
