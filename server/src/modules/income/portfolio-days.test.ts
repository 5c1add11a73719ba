import { describe, expect, it } from 'vitest'
import { addDays, dayBounds, dayOf, daysAround, sumByDay } from './portfolio-days.ts'

const at = (iso: string) => Date.parse(iso) / 1000

describe('the local days of the income chart', () => {
  it('puts a moment on the calendar day of the viewer’s zone', () => {
    expect(dayOf(at('2026-11-24T23:30:00Z'), 'UTC')).toBe('2026-11-24')
    expect(dayOf(at('2026-11-24T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-25')
    expect(dayOf(at('2026-11-25T03:00:00Z'), 'America/New_York')).toBe('2026-11-24')
  })

  it('steps over month ends, leap days and daylight-saving changes by whole calendar days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31')
    expect(daysAround('2026-03-29', 1, 1)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30'])
  })

  it('sums amounts and their profit per day, leaving out moments on days not shown', () => {
    const days = daysAround('2026-11-24', 1, 1)
    const items = [
      { at: at('2026-11-23T00:00:00Z'), amount: 5, profit: 1 },
      { at: at('2026-11-23T23:59:59Z'), amount: 7, profit: 1 },
      { at: at('2026-11-24T00:00:00Z'), amount: 100, profit: 0 },
      { at: at('2026-11-25T12:00:00Z'), amount: 1, profit: 1 },
      { at: at('2026-11-26T00:00:00Z'), amount: 1000, profit: 0 },
      { at: at('2026-11-22T23:59:59Z'), amount: 1000, profit: 0 },
    ]
    expect(sumByDay(dayBounds(days, 'UTC'), items)).toEqual([
      { amount: 12, profit: 2 },
      { amount: 100, profit: 0 },
      { amount: 1, profit: 1 },
    ])
  })

  it('draws the midnight line where the viewer’s midnight is', () => {
    const days = ['2026-11-24', '2026-11-25']
    // 15:30 UTC is 00:30 the next day in Tokyo, still the same day in UTC.
    const items = [
      { at: at('2026-11-24T14:30:00Z'), amount: 1, profit: 1 },
      { at: at('2026-11-24T15:30:00Z'), amount: 10, profit: 0 },
    ]
    const amounts = (tz: string) => sumByDay(dayBounds(days, tz), items).map((d) => d.amount)
    expect(amounts('UTC')).toEqual([11, 0])
    expect(amounts('Asia/Tokyo')).toEqual([1, 10])
  })

  it('keeps a 25-hour day (clocks back in Madrid) as one day', () => {
    const days = ['2026-10-25', '2026-10-26']
    const items = [
      { at: at('2026-10-24T22:00:00Z'), amount: 1, profit: 1 }, // 00:00 CEST on the 25th
      { at: at('2026-10-25T22:59:59Z'), amount: 2, profit: 0 }, // 23:59:59 CET on the 25th
      { at: at('2026-10-25T23:00:00Z'), amount: 4, profit: 0 }, // 00:00 CET on the 26th
    ]
    expect(sumByDay(dayBounds(days, 'Europe/Madrid'), items).map((d) => d.amount)).toEqual([3, 4])
  })

  it('finds where each local day begins without formatting every moment, in any zone', () => {
    const days = daysAround('2026-03-29', 1, 1)
    for (const tz of [
      'UTC',
      'Europe/Madrid',
      'Asia/Kathmandu',
      'Pacific/Chatham',
      'America/St_Johns',
      'Pacific/Kiritimati',
    ]) {
      const bounds = dayBounds(days, tz)
      expect(bounds).toHaveLength(4)
      // Each bound is the first second of its day there: the second before is the day before.
      for (const [i, start] of bounds.entries()) {
        expect(dayOf(start, tz), tz).toBe(addDays('2026-03-28', i))
        expect(dayOf(start - 1, tz), tz).toBe(addDays('2026-03-28', i - 1))
      }
    }
    // Madrid moves its clocks forward on 2026-03-29: that day is 23 hours long.
    const madrid = dayBounds(days, 'Europe/Madrid')
    expect((madrid[2] ?? 0) - (madrid[1] ?? 0)).toBe(23 * 3600)
  })
})
