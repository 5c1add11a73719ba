import { describe, expect, it } from 'vitest'
import { dayHeading, localDay } from './day-label.ts'

/** Unix seconds of a local wall-clock time. */
const at = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime() / 1000

describe('day headings of a list', () => {
  const now = at(2026, 3, 1, 0, 30)

  it('says Today and Yesterday by the viewer’s calendar, not by 24-hour spans', () => {
    expect(dayHeading(at(2026, 3, 1, 0, 0), now)).toBe('today')
    // Forty minutes earlier, but the day before: across a month end (February has 28 days).
    expect(dayHeading(at(2026, 2, 28, 23, 50), now)).toBe('yesterday')
    expect(dayHeading(at(2026, 2, 28, 0, 0), now)).toBe('yesterday')
    expect(dayHeading(at(2026, 2, 27, 23, 59), now)).toBe('2026-02-27')
  })

  it('writes older days as the spec writes dates', () => {
    expect(localDay(at(2025, 12, 31, 8))).toBe('2025-12-31')
    expect(dayHeading(at(2025, 12, 31, 8), now)).toBe('2025-12-31')
  })
})
