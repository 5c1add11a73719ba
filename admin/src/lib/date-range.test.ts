import { describe, expect, it } from 'vitest'
import { dayRange, localDay } from './date-range.ts'

describe('the days an export covers', () => {
  it('runs from the first day’s local midnight to the midnight after the last day', () => {
    const range = dayRange('2026-11-01', '2026-11-30', 'UTC')
    expect(range).toEqual({
      from: new Date(2026, 10, 1).getTime() / 1000,
      to: new Date(2026, 11, 1).getTime() / 1000,
      tz: 'UTC',
    })
  })

  it('takes one day, and refuses a reversed, a missing or a too long range with a reason', () => {
    expect(dayRange('2026-11-05', '2026-11-05', 'UTC')).toMatchObject({
      to: new Date(2026, 10, 6).getTime() / 1000,
    })
    expect(dayRange('2026-11-06', '2026-11-05')).toEqual({
      problem: 'The first day must not be after the last day.',
    })
    expect(dayRange('', '2026-11-05')).toEqual({ problem: 'Choose a first and a last day.' })
    expect(dayRange('2025-01-01', '2026-11-05')).toEqual({ problem: 'Choose at most 366 days.' })
  })

  it('writes today and days before it as a date field does', () => {
    expect(localDay(0, new Date(2026, 0, 3, 15))).toBe('2026-01-03')
    expect(localDay(6, new Date(2026, 0, 3, 15))).toBe('2025-12-28')
  })
})
