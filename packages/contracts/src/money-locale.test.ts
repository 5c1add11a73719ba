import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './constants.ts'
import {
  MAX_AMOUNT_MINOR,
  amountExample,
  formatMajor,
  formatMoney,
  numberStyle,
  parseMajorInput,
} from './money.ts'

/** Amounts typed in each locale, as decision 0027 lists them. */
describe('amounts typed in English', () => {
  it('reads the decimal point and groups of three with commas', () => {
    expect(parseMajorInput('150.50', 'en')).toBe(15050)
    expect(parseMajorInput('1,000', 'en')).toBe(100000)
    expect(parseMajorInput('1,000.50', 'en')).toBe(100050)
    expect(parseMajorInput('1000.5', 'en')).toBe(100050)
    expect(parseMajorInput('12,345,678.09', 'en')).toBe(1234567809)
  })

  it('refuses a comma that cannot be a group of three rather than reading it as a decimal', () => {
    for (const typed of ['150,50', '1,5', '1,00', '1,0000', '1000,000', ',100', '1,,000', '1.000,50'])
      expect(parseMajorInput(typed, 'en'), typed).toBeNull()
  })

  it('asks for the format it reads', () => {
    expect(amountExample('en')).toBe('1,234.56')
  })
})

describe('amounts typed in Spanish', () => {
  it('reads the decimal comma and groups of three with full stops', () => {
    expect(parseMajorInput('150,50', 'es')).toBe(15050)
    expect(parseMajorInput('150,5', 'es')).toBe(15050)
    expect(parseMajorInput('1.000,50', 'es')).toBe(100050)
    expect(parseMajorInput('1000,50', 'es')).toBe(100050)
    expect(parseMajorInput('1.000', 'es')).toBe(100000)
    expect(parseMajorInput('14.350', 'es')).toBe(1435000)
    expect(parseMajorInput('0,01', 'es')).toBe(1)
  })

  it('refuses the English decimal point rather than reading 150.50 as 15050', () => {
    for (const typed of ['150.50', '1.5', '1,000.50', '1.00', '12,345', '1.000.000,5,0', '1 000,50'])
      expect(parseMajorInput(typed, 'es'), typed).toBeNull()
  })

  it('asks for the format it reads', () => {
    expect(amountExample('es')).toBe('1.234,56')
  })
})

describe('amounts typed in Japanese', () => {
  it('reads what a Japanese keypad types: full-width digits, comma and full stops', () => {
    expect(parseMajorInput('１，０００', 'ja')).toBe(100000)
    expect(parseMajorInput('１５０．５', 'ja')).toBe(15050)
    expect(parseMajorInput('１５０。５０', 'ja')).toBe(15050)
    expect(parseMajorInput('150｡5', 'ja')).toBe(15050)
    expect(parseMajorInput('1,000.50', 'ja')).toBe(100050)
    expect(parseMajorInput('　１２　', 'ja')).toBe(1200)
  })

  it('refuses what is not an amount, the ideographic comma included', () => {
    for (const typed of ['１、０００', '１５０，５', '１２．３４５', '－１', '１e３', '¥100'])
      expect(parseMajorInput(typed, 'ja'), typed).toBeNull()
  })

  it('asks for the format it reads', () => {
    expect(amountExample('ja')).toBe('1,234.56')
  })
})

describe('every locale', () => {
  it('refuses signs, exponents, leading zeros and empty text', () => {
    for (const locale of LOCALES)
      for (const typed of ['', ' ', '-1', '+1', '1e3', '012', 'abc', '0x10', '1²'])
        expect(parseMajorInput(typed, locale), `${locale}: ${typed}`).toBeNull()
  })

  it('accepts the largest amount and refuses anything above it', () => {
    expect(parseMajorInput('100,000,000,000', 'en')).toBe(MAX_AMOUNT_MINOR)
    expect(parseMajorInput('100.000.000.000', 'es')).toBe(MAX_AMOUNT_MINOR)
    expect(parseMajorInput('100.000.000.000,01', 'es')).toBeNull()
    expect(parseMajorInput('1,000,000,000,000', 'ja')).toBeNull()
  })

  it('uses the same separators for reading as the platform uses for showing', () => {
    expect(numberStyle('en')).toEqual({ decimal: '.', group: ',' })
    expect(numberStyle('es')).toEqual({ decimal: ',', group: '.' })
    expect(numberStyle('ja')).toEqual({ decimal: '.', group: ',' })
  })

  it('reads back exactly the minor units it shows, for every amount in range', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }),
        (locale, minor) => parseMajorInput(formatMajor(minor, locale), locale) === minor,
      ),
      { numRuns: 2000 },
    )
  })

  it('reads back what the user would copy from a figure, with the currency taken off', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }),
        (locale, minor) => {
          const shown = formatMoney(minor, '$', locale)
          return parseMajorInput(shown.slice(1), locale) === minor
        },
      ),
    )
  })

  it('never reads one locale’s amount as a different value in another', () => {
    // An amount shown in one locale and typed in the other is refused or read as the same value.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), (minor) => {
        const english = formatMajor(minor, 'en')
        const spanish = parseMajorInput(english, 'es')
        const back = parseMajorInput(formatMajor(minor, 'es'), 'en')
        return (spanish === null || spanish === minor) && (back === null || back === minor)
      }),
    )
  })
})

describe('amounts shown in each locale', () => {
  it('keeps the config currency first and writes the number the locale’s way', () => {
    expect(formatMoney(1435000, '$', 'en')).toBe('$14,350.00')
    expect(formatMoney(1435000, '$', 'es')).toBe('$14.350,00')
    expect(formatMoney(1435000, '$', 'ja')).toBe('$14,350.00')
    expect(formatMoney(-1250, '€', 'es')).toBe('-€12,50')
    expect(formatMoney(5, '$', 'es')).toBe('$0,05')
  })

  it('groups as each locale does: Spanish leaves four-digit amounts ungrouped', () => {
    expect(formatMajor(123456, 'es')).toBe('1234,56')
    expect(formatMajor(12345678, 'es')).toBe('123.456,78')
    expect(formatMajor(MAX_AMOUNT_MINOR, 'es')).toBe('100.000.000.000,00')
    expect(formatMajor(MAX_AMOUNT_MINOR, 'ja')).toBe('100,000,000,000.00')
  })
})
