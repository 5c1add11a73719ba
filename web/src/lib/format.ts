import { useCallback, useSyncExternalStore } from 'react'
import type { TFunction } from './i18n/translate.ts'
import type { Locale } from '@app/contracts/constants'
import { formatBasisPoints as basisPoints, formatMoney } from '@app/contracts/money'
import { formatUnixSeconds } from '@app/contracts/dates'
import { i18n } from './i18n/i18n.ts'
import { readStored, subscribeStorage } from './storage.ts'

const subscribe = (onChange: () => void) =>
  subscribeStorage((key) => {
    if (key === 'config' || key === '') onChange()
  })

/** The config currency prefix (spec §9), re-rendering when a new config is stored. */
export function useCurrency(): string {
  return useSyncExternalStore(subscribe, () => readStored('config')?.currency ?? '')
}

/** The language shown, which is also how numbers are written and read (decision 0027). */
export function useLocale(): Locale {
  return useSyncExternalStore(i18n.subscribe, () => i18n.language)
}

/**
 * `money("12345")` → "$123.45" with the config currency and the language's separators ("$123,45"
 * in es): the one way pages show amounts.
 */
export function useMoney(): (minor: string | number) => string {
  const currency = useCurrency()
  const locale = useLocale()
  return useCallback((minor: string | number) => formatMoney(minor, currency, locale), [currency, locale])
}

/** Dates travel as Unix seconds and show as `YYYY-MM-DD HH:mm:ss` local time; null shows a dash. */
export function formatDate(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? '--' : formatUnixSeconds(seconds)
}

/** `formatDate` whose hyphens never break a line (U+2011), for a date inside running text. */
export function formatDateInText(seconds: number | null | undefined): string {
  return formatDate(seconds).replace(/-/g, '\u2011')
}

/**
 * Basis points as a percentage with two decimals, the language's way: 1234 → "12.34%" (en),
 * "12,34 %" (es); -150 → "-1.50%". The language shown unless one is given.
 */
export const formatBasisPoints = (bp: number, locale: Locale = i18n.language): string =>
  basisPoints(bp, locale)

/** A plain integer with the language's thousands separators (points, counts). */
export function formatCount(value: string | number, locale: Locale = i18n.language): string {
  const n = Number(value)
  return Number.isSafeInteger(n) ? new Intl.NumberFormat(locale).format(n) : String(value)
}

/** An account number read back with only its last four digits: "0011223344" → "••••3344". */
export function maskAccountNumber(accountNumber: string): string {
  return `••••${accountNumber.slice(-4)}`
}

const periodUnits = [
  { seconds: 86_400, one: 'period.everyDay', many: 'period.everyDays' },
  { seconds: 3_600, one: 'period.everyHour', many: 'period.everyHours' },
  { seconds: 60, one: 'period.everyMinute', many: 'period.everyMinutes' },
] as const

/** A claim period in words, in the largest whole unit: 120 → "Every 2 minutes", 86400 → "Every day". */
export function claimPeriodText(seconds: number, t: TFunction): string {
  const unit = periodUnits.find((u) => seconds % u.seconds === 0)
  if (!unit) return t('period.everySeconds', { count: seconds })
  const count = seconds / unit.seconds
  return count === 1 ? t(unit.one) : t(unit.many, { count })
}
