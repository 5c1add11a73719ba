import { describe, expect, it } from 'vitest'
import { formatMoney } from '@app/contracts'
import { formatCount, formatDateTime, formatDay } from './format.ts'

// Built from local parts, so the expectations hold in any time zone the tests run in.
const at = new Date(2026, 10, 25, 9, 5, 3).getTime() / 1000

describe('a date in the console', () => {
  it('keeps the app’s own form in English', () => {
    expect(formatDateTime(at, 'en')).toBe('2026-11-25 09:05:03')
    expect(formatDay(at, 'en')).toBe('2026-11-25')
  })

  it('reads day first in Spanish, year first in Japanese, on a 24-hour clock', () => {
    expect(formatDateTime(at, 'es')).toBe('25/11/2026 09:05:03')
    expect(formatDateTime(at, 'ja')).toBe('2026/11/25 09:05:03')
    const evening = new Date(2026, 0, 2, 21, 30, 0).getTime() / 1000
    expect(formatDateTime(evening, 'es')).toBe('02/01/2026 21:30:00')
    expect(formatDateTime(evening, 'ja')).toBe('2026/01/02 21:30:00')
    expect(formatDay(evening, 'es')).toBe('02/01/2026')
  })
})

describe('an amount in the console', () => {
  // What `useMoney` shows: the site's currency prefix, then the number in the console's language.
  it.each([
    ['en', '$14,350.00', '-$0.05'],
    ['es', '$14.350,00', '-$0,05'],
    ['ja', '$14,350.00', '-$0.05'],
  ] as const)('in %s', (locale, large, negative) => {
    expect(formatMoney(1_435_000, '$', locale)).toBe(large)
    expect(formatMoney(-5, '$', locale)).toBe(negative)
  })

  it('keeps a prefix that is not a symbol as the settings give it', () => {
    expect(formatMoney('123456', 'MXN ', 'es')).toBe('MXN 1234,56')
  })
})

describe('a count in the console', () => {
  it('is grouped the language’s way, as amounts are', () => {
    expect(formatCount(12_345, 'en')).toBe('12,345')
    expect(formatCount(12_345, 'es')).toBe('12.345')
    expect(formatCount(1_234, 'es')).toBe('1234')
    expect(formatCount(12_345, 'ja')).toBe('12,345')
    expect(formatCount(7, 'es')).toBe('7')
  })
})
