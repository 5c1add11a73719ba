/**
 * Money travels as strings of integer minor units ("12345" = 123.45 with two decimals). This is the
 * only module that parses and formats amounts.
 */
import type { Locale } from './constants.ts'

export const MINOR_DIGITS = 2
/** Upper bound of any single amount: 10^13 minor units keeps every sum exact in a JS number. */
export const MAX_AMOUNT_MINOR = 10_000_000_000_000

const MINOR_PATTERN = /^(0|[1-9][0-9]{0,13})$/
/** At most 12 digits before the decimal separator: 10^11 major units is the bound. */
const MAX_WHOLE_DIGITS = 12

/** Parses a minor-unit string; returns null for anything but a bounded non-negative integer. */
export function parseMinor(text: string): number | null {
  if (!MINOR_PATTERN.test(text)) return null
  const n = Number(text)
  return n <= MAX_AMOUNT_MINOR ? n : null
}

/** The two separators of a locale's numbers: en and ja write 1,234.56, es writes 1.234,56. */
export interface NumberStyle {
  decimal: string
  group: string
}

const styles = new Map<Locale, NumberStyle>()
const integerFormats = new Map<Locale, Intl.NumberFormat>()

/** The separators as the platform's number formatting writes them, so reading and showing agree. */
export function numberStyle(locale: Locale): NumberStyle {
  let style = styles.get(locale)
  if (!style) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1_234_567.5)
    const part = (type: string, fallback: string) => parts.find((p) => p.type === type)?.value ?? fallback
    style = { decimal: part('decimal', '.'), group: part('group', ',') }
    styles.set(locale, style)
  }
  return style
}

function integerFormat(locale: Locale): Intl.NumberFormat {
  let format = integerFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    integerFormats.set(locale, format)
  }
  return format
}

/**
 * What a phone keypad types beside ASCII: full-width digits, the full-width comma and full stop,
 * and the ideographic full stop (a Japanese keypad's decimal point). Nothing else is rewritten.
 */
const KEYPAD_FORMS: Record<string, string> = { '，': ',', '．': '.', '。': '.', '｡': '.' }

function keypadToAscii(text: string): string {
  return text.replace(/[０-９，．。｡]/g, (c) =>
    c >= '０' && c <= '９' ? String(c.charCodeAt(0) - 0xff10) : (KEYPAD_FORMS[c] ?? c),
  )
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Parses what a user types into minor units, in their locale's way of writing numbers (decision
 * 0027): the locale's decimal separator with one or two decimals, and its grouping separator only
 * between whole groups of three digits ("1,000.50" in en and ja, "1.000,50" or "1000,50" in es).
 * Anything else is null, never a guess: the other locale's separator ("150.50" in es), a group of
 * the wrong size ("1,00"), three decimals, signs, spaces inside, leading zeros, past the bound.
 */
export function parseMajorInput(text: string, locale: Locale = 'en'): number | null {
  const { decimal, group } = numberStyle(locale)
  const typed = keypadToAscii(text).trim()
  const g = escapeRegExp(group)
  const d = escapeRegExp(decimal)
  const pattern = new RegExp(`^(0|[1-9][0-9]*|[1-9][0-9]{0,2}(?:${g}[0-9]{3})+)(?:${d}([0-9]{1,2}))?$`)
  const match = pattern.exec(typed)
  if (!match) return null
  const whole = (match[1] ?? '').split(group).join('')
  if (whole.length > MAX_WHOLE_DIGITS) return null
  const minor = Number(whole) * 100 + Number((match[2] ?? '').padEnd(MINOR_DIGITS, '0'))
  return minor <= MAX_AMOUNT_MINOR ? minor : null
}

/** The amount a refusal shows as the format wanted: "1,234.56" in en and ja, "1.234,56" in es. */
export function amountExample(locale: Locale): string {
  const { decimal, group } = numberStyle(locale)
  return `1${group}234${decimal}56`
}

/** Minor units as a number in the locale's way, without currency: 123456 → "1,234.56" (en). */
export function formatMajor(minor: string | number, locale: Locale = 'en'): string {
  const n = typeof minor === 'number' ? minor : Number(minor)
  const abs = Math.abs(n)
  const cents = String(abs % 100).padStart(MINOR_DIGITS, '0')
  const whole = integerFormat(locale).format(Math.floor(abs / 100))
  return `${n < 0 ? '-' : ''}${whole}${numberStyle(locale).decimal}${cents}`
}

/**
 * Formats minor units with the config currency as prefix (spec §9), the number in the locale's
 * way: formatMoney("123456", "$") → "$1,234.56", formatMoney("1435000", "$", "es") → "$14.350,00".
 */
export function formatMoney(minor: string | number, currency: string, locale: Locale = 'en'): string {
  const n = typeof minor === 'number' ? minor : Number(minor)
  return `${n < 0 ? '-' : ''}${currency}${formatMajor(Math.abs(n), locale)}`
}

const percentFormats = new Map<Locale, Intl.NumberFormat>()

/**
 * Basis points as a percentage with two decimals, the language's way: 1234 → "12.34%" (en),
 * "12,34 %" (es); -150 → "-1.50%". The app and the console both show rates this way.
 */
export function formatBasisPoints(bp: number, locale: Locale = 'en'): string {
  let format = percentFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    percentFormats.set(locale, format)
  }
  // Whole basis points over 10 000: two decimals of a percent are exact.
  return format.format(Math.trunc(bp) / 10_000)
}

/**
 * Minor units as a plain decimal number of major units, no currency and no grouping:
 * formatDecimal(-9800) → "-98.00". What a spreadsheet reads as a number (CSV exports).
 */
export function formatDecimal(minor: number): string {
  const abs = Math.abs(minor)
  const cents = String(abs % 100).padStart(MINOR_DIGITS, '0')
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${cents}`
}

/**
 * The fee of a withdrawal (docs/money.md I7): ⌊amount × fee rate (basis points) / 10 000⌋ in minor units;
 * what reaches the receipt account is amount − fee. The server charges it, the app shows it.
 */
export function withdrawalFee(amountMinor: number, feeRateBp: number): number {
  // BigInt: amount × rate can pass 2^53 even when both fit; the fee itself always does.
  return Number((BigInt(amountMinor) * BigInt(feeRateBp)) / 10_000n)
}
