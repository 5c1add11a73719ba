import { MAX_RANGE_DAYS } from '@app/contracts'
import { translate } from './i18n.ts'

/** A range of whole local days as the server takes it: [from, to) in Unix seconds, and the zone. */
export interface DayRange {
  from: number
  to: number
  tz: string
}

/** A day picked in a date field (`YYYY-MM-DD`) as the Unix seconds of its local midnight. */
function midnight(day: string, plusDays = 0): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays)
  return Math.floor(date.getTime() / 1000)
}

/** Today, or `days` before it, as a date field writes it. */
export function localDay(daysAgo = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** The operator's time zone, which an export writes its dates in. */
export const localZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * The days from `first` to `last`, both included, in the operator's zone; or the reason the
 * range cannot be asked for.
 */
export function dayRange(first: string, last: string, tz = localZone()): DayRange | { problem: string } {
  const from = midnight(first)
  const to = midnight(last, 1)
  if (from === null || to === null) return { problem: translate('dateRange.choose') }
  if (from >= to) return { problem: translate('dateRange.order') }
  if (to - from > MAX_RANGE_DAYS * 86_400 + 3_600)
    return { problem: translate('dateRange.max', { days: MAX_RANGE_DAYS }) }
  return { from, to, tz }
}
