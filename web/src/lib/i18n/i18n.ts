import { FALLBACK_LOCALE, type Locale } from '@app/contracts/constants'
import en from '@app/contracts/i18n/en.json'
import { writeStored } from '../storage.ts'
import { createTranslator, type Texts } from './translator.ts'

export { initialLocale } from './initial-locale.ts'

/**
 * The one translator of the app. English is bundled eagerly, but for its form groups, which come
 * with the forms (`form-texts.ts`); es/ja are loaded on demand.
 */
export const i18n = createTranslator<Locale>(FALLBACK_LOCALE)

const bundled: Record<Locale, () => Promise<Texts>> = {
  en: () => Promise.resolve(en),
  es: () => import('@app/contracts/i18n/es.json').then((m) => m.default),
  ja: () => import('@app/contracts/i18n/ja.json').then((m) => m.default),
}

export async function initI18n(locale: Locale): Promise<void> {
  i18n.addResourceBundle(FALLBACK_LOCALE, en)
  await switchLanguage(locale)
}

/** Shows the bundled texts of `locale` (loading them first if needed) and remembers the choice. */
export async function switchLanguage(locale: Locale): Promise<void> {
  // Only when absent: a remote file already added for this language must keep its texts.
  if (!i18n.hasResourceBundle(locale)) i18n.addResourceBundle(locale, await bundled[locale]())
  i18n.changeLanguage(locale)
  writeStored('locale', locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

export function currentLocale(): Locale {
  return i18n.language
}
