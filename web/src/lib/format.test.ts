import { describe, expect, it } from 'vitest'
import { i18n } from './i18n/i18n.ts'
import { claimPeriodText, formatBasisPoints, formatCount, maskAccountNumber } from './format.ts'

describe('product figures in words', () => {
  it('shows basis points as a percentage with two decimals', () => {
    expect(formatBasisPoints(2000)).toBe('20.00%')
    expect(formatBasisPoints(1234)).toBe('12.34%')
    expect(formatBasisPoints(5)).toBe('0.05%')
    expect(formatBasisPoints(-150)).toBe('-1.50%')
  })

  it('writes rates and counts the way each language does', () => {
    expect(formatBasisPoints(2000, 'es')).toBe('20,00\u00a0%')
    expect(formatBasisPoints(1234, 'ja')).toBe('12.34%')
    expect(formatBasisPoints(-150, 'es')).toBe('-1,50\u00a0%')
    expect(formatCount(1_234_567, 'en')).toBe('1,234,567')
    expect(formatCount('1234567', 'es')).toBe('1.234.567')
    expect(formatCount(1_234_567, 'ja')).toBe('1,234,567')
  })

  it('reads an account number back with only its last four digits', () => {
    expect(maskAccountNumber('0011223344')).toBe('••••3344')
  })

  it('says the claim period in the largest whole unit', () => {
    const t = i18n.getFixedT('en')
    expect(claimPeriodText(60, t)).toBe('Every minute')
    expect(claimPeriodText(120, t)).toBe('Every 2 minutes')
    expect(claimPeriodText(3_600, t)).toBe('Every hour')
    expect(claimPeriodText(5_400, t)).toBe('Every 90 minutes')
    expect(claimPeriodText(7_200, t)).toBe('Every 2 hours')
    expect(claimPeriodText(86_400, t)).toBe('Every day')
    expect(claimPeriodText(3 * 86_400, t)).toBe('Every 3 days')
    expect(claimPeriodText(90, t)).toBe('Every 90 seconds')
  })
})
