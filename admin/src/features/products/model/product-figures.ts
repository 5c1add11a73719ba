import type { Locale } from '@app/contracts/constants'
import { formatBasisPoints } from '@app/contracts/money'
import { durationParts } from '@app/contracts/products-terms'
import { interpolate } from '@app/contracts/texts'
import { findAppText } from '../../../lib/i18n.ts'
import { WEEKDAYS } from './product-terms.ts'

/**
 * A product's figures in the console as the app writes them (N13): the plan's length in days,
 * hours and minutes ("3 days 11 h 22 min", not "4 days"), rates the language's way ("0.04%",
 * "0,04 %") and the rate a year. The words are the app's own texts, in the console's language.
 */
const app = (key: string, values?: Record<string, string | number>) =>
  interpolate(findAppText(key) ?? key, values)

/** Basis points as a percentage with two decimals, the language's way: 4 → "0.04%" (en), "0,04 %" (es). */
export const percentText = (bp: number, locale: Locale): string => formatBasisPoints(bp, locale)

/** A length as the app's product page writes it: 300 120 s → "3 days 11 h 22 min". */
export function lengthText(seconds: number): string {
  const { days, hours, minutes, seconds: rest } = durationParts(seconds)
  const parts = [
    days === 1
      ? app('productPage.lengthDay')
      : days > 1
        ? app('productPage.lengthDays', { count: days })
        : '',
    hours ? app('productPage.lengthHours', { count: hours }) : '',
    minutes ? app('productPage.lengthMinutes', { count: minutes }) : '',
    rest && !days && !hours ? app('productPage.lengthSeconds', { count: rest }) : '',
  ]
  return parts.filter(Boolean).join(' ') || app('productPage.lengthSeconds', { count: 0 })
}

/** The rate a year as the app writes it ("4.20% a year"), or the app's "--" for a plan without length. */
export function annualText(annualRateBp: number | null, locale: Locale): string {
  return annualRateBp === null
    ? app('productPage.annualNone')
    : app('productPage.annualValue', { rate: percentText(annualRateBp, locale) })
}

/**
 * The paying days in a few characters: runs of three or more days joined with a dash
 * ("Mon–Fri"), shorter ones listed ("Mon, Wed"), each day named by `name`.
 */
export function payingDaysText(rule: string, name: (day: string) => string, separator: string): string {
  const runs: [number, number][] = []
  WEEKDAYS.forEach((_, i) => {
    if (rule[i] !== '1') return
    const last = runs[runs.length - 1]
    if (last && last[1] === i - 1) last[1] = i
    else runs.push([i, i])
  })
  return runs
    .flatMap(([from, to]) => {
      const days = WEEKDAYS.slice(from, to + 1).map(name)
      return to - from >= 2 ? [`${days[0]}–${days[days.length - 1]}`] : days
    })
    .join(separator)
}
