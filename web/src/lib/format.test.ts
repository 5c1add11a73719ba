import { describe, expect, it } from 'vitest'
import { i18n } from './i18n/i18n.ts'
import { claimPeriodText, formatBasisPoints } from './format.ts'

describe('product figures in words', () => {
  it('shows basis points as a percentage with two decimals', () => {
    expect(formatBasisPoints(2000)).toBe('20.00%')
    expect(formatBasisPoints(1234)).toBe('12.34%')
    expect(formatBasisPoints(5)).toBe('0.05%')
    expect(formatBasisPoints(-150)).toBe('-1.50%')
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
