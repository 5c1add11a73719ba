import { deriveProductTerms, productInputBody } from '@app/contracts'
import { describe, expect, it } from 'vitest'
import { endOfSchedule } from '../modules/income/index.ts'
import { DEMO_PRODUCTS } from './demo-products.ts'

/** Every Monday to Sunday start of a week in UTC, at noon: weekday plans differ with the day bought. */
const WEEK = Array.from({ length: 7 }, (_, d) => Date.UTC(2026, 10, 23 + d, 12) / 1000)

describe('the demo products', () => {
  for (const product of DEMO_PRODUCTS) {
    describe(product.name, () => {
      const stored = {
        price: Number(product.price),
        earningAmount: Number(product.earningAmount),
        earningsCount: product.earningsCount,
        claimPeriodSeconds: product.claimPeriodSeconds,
      }
      const schedule = {
        earning_amount: stored.earningAmount,
        earnings_count: stored.earningsCount,
        claim_period_seconds: stored.claimPeriodSeconds,
        profit_rule: product.profitRule,
      }

      it('are valid operator input with a disclosure in every field', () => {
        expect(productInputBody.safeParse(product).success).toBe(true)
        for (const field of ['issuer', 'risks', 'maturity', 'earlyExit'] as const) {
          expect(product[field]?.length ?? 0, field).toBeGreaterThan(20)
        }
      })

      it('pay the price back plus a few percent a year (simple, 365 days), whatever the day bought', () => {
        for (const bought of WEEK) {
          const terms = deriveProductTerms(stored, endOfSchedule(schedule, bought) - bought)
          expect(terms.principalBack).toBe(stored.price)
          expect(terms.profit).toBeGreaterThan(0)
          expect(terms.annualBp).toBeGreaterThanOrEqual(200)
          expect(terms.annualBp).toBeLessThanOrEqual(600)
        }
      })

      it('say in their description what they pay and how much of it is profit', () => {
        const terms = deriveProductTerms(stored, endOfSchedule(schedule, WEEK[0] ?? 0) - (WEEK[0] ?? 0))
        const major = (minor: number) =>
          (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
        expect(product.description).toContain(`Pays ${major(stored.earningAmount)} `)
        expect(product.description).toContain(
          `your ${major(stored.price)} back and ${major(terms.profit)} profit`,
        )
        expect(product.maturity).toContain(`${major(stored.price)} and ${major(terms.profit)} profit`)
      })
    })
  }

  it('keep one product that pays every few minutes, so a newcomer sees income at once', () => {
    expect(DEMO_PRODUCTS.some((p) => p.claimPeriodSeconds <= 5 * 60 && p.minVip === 0)).toBe(true)
  })
})
