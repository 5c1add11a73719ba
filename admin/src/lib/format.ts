import { formatUnixSeconds } from '@app/contracts/dates'
import type { Locale } from '@app/contracts/constants'

const BCP47: Record<Locale, string> = { en: 'en-US', es: 'es-ES', ja: 'ja-JP' }
const dateTimes = new Map<Locale, Intl.DateTimeFormat>()
const counts = new Map<Locale, Intl.NumberFormat>()

/**
 * Unix seconds in the viewer's local time, the way the console's language writes a date: English
 * keeps the app's `YYYY-MM-DD HH:mm:ss` (spec §9); Spanish reads `25/11/2026 09:05:03`, Japanese
 * `2026/11/25 09:05:03`, always on a 24-hour clock.
 */
export function formatDateTime(seconds: number, locale: Locale): string {
  if (locale === 'en') return formatUnixSeconds(seconds)
  let format = dateTimes.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(BCP47[locale], {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    dateTimes.set(locale, format)
  }
  return format.format(new Date(seconds * 1000)).replace(', ', ' ')
}

/** The date part alone of `formatDateTime`. */
export function formatDay(seconds: number, locale: Locale): string {
  return formatDateTime(seconds, locale).split(' ')[0] ?? ''
}

/**
 * A count with the language's grouping: 12345 → "12,345" / "12.345" / "12,345"; like amounts,
 * Spanish leaves four digits ungrouped (1234).
 */
export function formatCount(n: number, locale: Locale): string {
  let format = counts.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(BCP47[locale])
    counts.set(locale, format)
  }
  return format.format(n)
}
