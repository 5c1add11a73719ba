import en from './i18n/en.json' with { type: 'json' }
import es from './i18n/es.json' with { type: 'json' }
import ja from './i18n/ja.json' with { type: 'json' }
import type { Locale } from './constants.ts'

/** The bundled language files: the app shows them first; the server translates its messages with them. */
export const bundledLanguages: Record<Locale, Record<string, unknown>> = { en, es, ja }

export { interpolate, lookupText } from './texts.ts'
