import fs from 'node:fs'
import { formatMajor, formatMoney, type Locale } from '@app/contracts'
import { interpolate, lookupText } from '@app/contracts/texts'

const languageFile = (locale: Locale): Record<string, unknown> =>
  JSON.parse(
    fs.readFileSync(new URL(`../../packages/contracts/src/i18n/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>

/** What a journey in one language looks for: the app's own texts and figures, never typed out. */
export interface Texts {
  locale: Locale
  /** The language file's text of a dotted key, `{{name}}`s filled in; a missing key fails the journey. */
  t(key: string, values?: Record<string, string | number>): string
  /** Minor units as the app shows money in this language: `$1,234.56`, `$1.234,56` (es). */
  money(minor: string | number): string
  /** Minor units as a user types them in this language, without currency: `250.00`, `250,00` (es). */
  typed(minor: string | number): string
}

/** The texts of one language, read from `packages/contracts/src/i18n/<locale>.json`. */
export function textsOf(locale: Locale, currency = '$'): Texts {
  const pack = languageFile(locale)
  return {
    locale,
    t(key, values) {
      const text = lookupText(pack, key)
      if (text === undefined) throw new Error(`${locale}.json has no text for ${key}`)
      return interpolate(text, values)
    },
    money: (minor) => formatMoney(minor, currency, locale),
    typed: (minor) => formatMajor(minor, locale),
  }
}

/** A text as a regular expression matching it whole (for names that must not match a longer one). */
export const whole = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
