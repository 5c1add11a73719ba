import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LOCALE, LOCALES, isLocale, type Locale } from '@app/contracts/constants'
import en from '@app/contracts/i18n/en.json'
import { readStored, writeStored } from '../storage.ts'

/** The one i18next instance of the app. English is bundled eagerly; es/ja are loaded on demand. */
export const i18n = i18next.createInstance()

type Pack = Record<string, unknown>

const bundled: Record<Locale, () => Promise<Pack>> = {
  en: () => Promise.resolve(en),
  es: () => import('@app/contracts/i18n/es.json').then((m) => m.default),
  ja: () => import('@app/contracts/i18n/ja.json').then((m) => m.default),
}

/** The stored choice, else the browser's language when we have it, else English. */
export function initialLocale(): Locale {
  const stored = readStored('locale')
  if (isLocale(stored)) return stored
  const browser = (typeof navigator === 'undefined' ? '' : navigator.language).slice(0, 2)
  return isLocale(browser) ? browser : FALLBACK_LOCALE
}

export async function initI18n(locale: Locale): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: FALLBACK_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    returnNull: false,
    // Re-render when a remote language file is added, not only on a language change.
    react: { bindI18nStore: 'added', useSuspense: false },
  })
  await switchLanguage(locale)
}

/** Shows the bundled texts of `locale` (loading them first if needed) and remembers the choice. */
export async function switchLanguage(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await bundled[locale](), true, false)
  }
  await i18n.changeLanguage(locale)
  writeStored('locale', locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}

export function currentLocale(): Locale {
  const lng = i18n.resolvedLanguage ?? i18n.language
  return isLocale(lng) ? lng : FALLBACK_LOCALE
}
