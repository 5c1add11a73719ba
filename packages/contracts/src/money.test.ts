import { describe, expect, it } from 'vitest'
import { MAX_AMOUNT_MINOR, formatMoney, parseMajorInput, parseMinor } from './money.ts'

describe('an amount typed by a person (major units)', () => {
  it('reads whole amounts and one or two decimals as minor units', () => {
    expect(parseMajorInput('12')).toBe(1200)
    expect(parseMajorInput('12.5')).toBe(1250)
    expect(parseMajorInput('12.50')).toBe(1250)
    expect(parseMajorInput('0.01')).toBe(1)
    expect(parseMajorInput('0')).toBe(0)
  })

  it('forgives the spaces around the amount', () => {
    expect(parseMajorInput('  99.90 ')).toBe(9990)
  })

  it('refuses what is not a plain amount rather than guessing', () => {
    for (const typed of [
      '',
      ' ',
      'abc',
      '12.345',
      '12.',
      '.5',
      '-1',
      '+1',
      '1,00',
      '1,0000',
      '1e3',
      '012',
      '12,50',
      '0x10',
    ]) {
      expect(parseMajorInput(typed), typed).toBeNull()
    }
  })

  it('accepts the largest amount and refuses anything above it', () => {
    expect(parseMajorInput('100000000000')).toBe(MAX_AMOUNT_MINOR)
    expect(parseMajorInput('100000000000.01')).toBeNull()
    expect(parseMajorInput('999999999999.99')).toBeNull()
    expect(parseMajorInput('1000000000000')).toBeNull()
  })

  it('keeps every cent exact, where floating point would not', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(parseMajorInput('0.29')).toBe(29)
    expect(parseMajorInput('1.15')).toBe(115)
  })
})

describe('an amount on the wire (minor units)', () => {
  it('reads integer strings up to the bound', () => {
    expect(parseMinor('0')).toBe(0)
    expect(parseMinor('12345')).toBe(12345)
    expect(parseMinor(String(MAX_AMOUNT_MINOR))).toBe(MAX_AMOUNT_MINOR)
  })

  it('refuses negatives, decimals, leading zeros, signs and amounts past the bound', () => {
    for (const text of [
      '',
      '-1',
      '1.5',
      '007',
      '+5',
      ' 5',
      '1e3',
      String(MAX_AMOUNT_MINOR + 1),
      '99999999999999',
    ]) {
      expect(parseMinor(text), text).toBeNull()
    }
  })
})

describe('an amount shown to a person', () => {
  it('puts the currency first, groups thousands and always shows two decimals', () => {
    expect(formatMoney('123456', '$')).toBe('$1,234.56')
    expect(formatMoney(5, '$')).toBe('$0.05')
    expect(formatMoney(0, '$')).toBe('$0.00')
    expect(formatMoney('100000000', '€')).toBe('€1,000,000.00')
  })

  it('shows a debit with the minus before the currency', () => {
    expect(formatMoney(-1250, '$')).toBe('-$12.50')
  })

  it('shows the largest amount exactly', () => {
    expect(formatMoney(MAX_AMOUNT_MINOR, '')).toBe('100,000,000,000.00')
  })

  it('reads back what it formats, without the currency and grouping', () => {
    for (const minor of [0, 1, 99, 100, 12345, 987654321]) {
      const shown = formatMoney(minor, '').replace(/,/g, '')
      expect(parseMajorInput(shown)).toBe(minor)
    }
  })
})
