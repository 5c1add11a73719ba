import { FALLBACK_LOCALE, isLocale, type Locale } from '@app/contracts/constants'
import { readStored } from '../storage.ts'

/** The stored choice, else the browser's language when we have it, else English. */
export function initialLocale(): Locale {
  const stored = readStored('locale')
  if (isLocale(stored)) return stored
  const browser = (typeof navigator === 'undefined' ? '' : navigator.language).slice(0, 2)
  return isLocale(browser) ? browser : FALLBACK_LOCALE
}
