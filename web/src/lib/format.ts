import { useCallback, useSyncExternalStore } from 'react'
import type { TFunction } from './i18n/translate.ts'
import { formatMoney } from '@app/contracts/money'
import { formatUnixSeconds } from '@app/contracts/dates'
import { readStored, subscribeStorage } from './storage.ts'

const subscribe = (onChange: () => void) =>
  subscribeStorage((key) => {
    if (key === 'config' || key === '') onChange()
  })

/** The config currency prefix (spec §9), re-rendering when a new config is stored. */
export function useCurrency(): string {
  return useSyncExternalStore(subscribe, () => readStored('config')?.currency ?? '')
}

/** `money("12345")` → "$123.45" with the config currency: the one way pages show amounts. */
export function useMoney(): (minor: string | number) => string {
  const currency = useCurrency()
  return useCallback((minor: string | number) => formatMoney(minor, currency), [currency])
}

/** Dates travel as Unix seconds and show as `YYYY-MM-DD HH:mm:ss` local time; null shows a dash. */
export function formatDate(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? '--' : formatUnixSeconds(seconds)
}

/** `formatDate` whose hyphens never break a line (U+2011), for a date inside running text. */
export function formatDateInText(seconds: number | null | undefined): string {
  return formatDate(seconds).replace(/-/g, '\u2011')
}

/** Basis points as a percentage with two decimals: 1234 → "12.34%", -150 → "-1.50%". */
export function formatBasisPoints(bp: number): string {
  const sign = bp < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(bp))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}%`
}

/** A plain integer with thousands separators (points, counts). */
export function formatCount(value: string | number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
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
