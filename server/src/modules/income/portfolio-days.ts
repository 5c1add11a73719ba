import { formatUnixSecondsIn } from '@app/contracts'

/**
 * Local days for the portfolio's chart (docs/decisions/0035): a day is a calendar date
 * (`YYYY-MM-DD`) in the viewer's time zone, so "today" starts at their midnight, and a day with a
 * daylight-saving change is still one day (23 or 25 hours).
 */

/** The local day a moment (Unix seconds) falls on in `tz`. */
export const dayOf = (seconds: number, tz: string): string => formatUnixSecondsIn(seconds, tz).slice(0, 10)

/** The calendar day `offset` days from `day` (both `YYYY-MM-DD`): date arithmetic, no zone involved. */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

/** `before` days, `today`, then `after` days, in order. */
export function daysAround(today: string, before: number, after: number): string[] {
  return Array.from({ length: before + 1 + after }, (_, i) => addDays(today, i - before))
}

/** Zone offsets, and so the moments local days begin at, are whole quarters of an hour. */
const QUARTER = 900

/** The moment (Unix seconds) the local day `day` begins in `tz`: a search over quarters of an hour. */
function startOfDay(day: string, tz: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`) / 1000
  // No zone is more than 14 hours from UTC; 16 on each side leaves room for a change of time.
  let lo = (utcMidnight - 16 * 3600) / QUARTER
  let hi = (utcMidnight + 16 * 3600) / QUARTER
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2)
    if (dayOf(mid * QUARTER, tz) >= day) hi = mid
    else lo = mid + 1
  }
  return lo * QUARTER
}

/**
 * Where each of `days` (consecutive) begins in `tz`, and where the last one ends: a moment's day is
 * then found by comparing numbers, not by formatting the moment (thousands of earnings of a plan that
 * pays every two minutes would each be formatted otherwise).
 */
export function dayBounds(days: readonly string[], tz: string): number[] {
  const last = days.at(-1)
  return last === undefined ? [] : [...days, addDays(last, 1)].map((day) => startOfDay(day, tz))
}

/** The index of the day of `bounds` a moment falls on; -1 before the first or after the last. */
export function dayIndexIn(bounds: readonly number[], at: number): number {
  let lo = 0
  let hi = bounds.length - 1
  if (hi < 1 || at < (bounds[0] ?? Infinity) || at >= (bounds[hi] ?? -Infinity)) return -1
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if (at >= (bounds[mid] ?? Infinity)) lo = mid
    else hi = mid
  }
  return lo
}

/**
 * Amounts at moments, summed per local day of `bounds` (as `dayBounds` gives them), the amount and
 * its profit part each on its own; moments on other days are left out.
 */
export function sumByDay(
  bounds: readonly number[],
  items: Iterable<{ at: number; amount: number; profit: number }>,
): { amount: number; profit: number }[] {
  const sums = Array.from({ length: Math.max(0, bounds.length - 1) }, () => ({ amount: 0, profit: 0 }))
  for (const { at, amount, profit } of items) {
    const sum = sums[dayIndexIn(bounds, at)]
    if (sum) {
      sum.amount += amount
      sum.profit += profit
    }
  }
  return sums
}
