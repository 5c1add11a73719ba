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

/** Amounts at moments, summed per local day of `days` (the amount and its profit part each on its own); moments on other days are left out. */
export function sumByDay(
  days: readonly string[],
  items: Iterable<{ at: number; amount: number; profit: number }>,
  tz: string,
): { amount: number; profit: number }[] {
  const index = new Map(days.map((day, i) => [day, i]))
  const sums = days.map(() => ({ amount: 0, profit: 0 }))
  for (const { at, amount, profit } of items) {
    const sum = sums[index.get(dayOf(at, tz)) ?? -1]
    if (sum) {
      sum.amount += amount
      sum.profit += profit
    }
  }
  return sums
}
