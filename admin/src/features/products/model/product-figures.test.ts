import { describe, expect, it } from 'vitest'
import { annualText, lengthText, payingDaysText, percentText } from './product-figures.ts'

describe("a product's figures in the console, written as the app writes them", () => {
  it('gives the plan its real length, not whole days rounded up', () => {
    expect(lengthText(300_120)).toBe('3 days 11 h 22 min')
    expect(lengthText(30 * 86_400)).toBe('30 days')
    expect(lengthText(86_400)).toBe('1 day')
    expect(lengthText(12_000)).toBe('3 h 20 min')
    expect(lengthText(45)).toBe('45 s')
  })

  it("writes rates the language's way, two decimals, as the app does", () => {
    expect(percentText(4, 'en')).toBe('0.04%')
    expect(percentText(1234, 'en')).toBe('12.34%')
    expect(percentText(4, 'es')).toBe('0,04\u00a0%')
    expect(percentText(-150, 'ja')).toBe('-1.50%')
    expect(annualText(420, 'en')).toBe('4.20% a year')
    expect(annualText(null, 'en')).toBe('--')
  })

  it('names the paying days in a few characters', () => {
    const name = (day: string) => day
    expect(payingDaysText('1111100', name, ', ')).toBe('Mon–Fri')
    expect(payingDaysText('1111111', name, ', ')).toBe('Mon–Sun')
    expect(payingDaysText('1010000', name, ', ')).toBe('Mon, Wed')
    expect(payingDaysText('1101111', name, ', ')).toBe('Mon, Tue, Thu–Sun')
    expect(payingDaysText('0000000', name, ', ')).toBe('')
  })
})
