import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addSplits,
  negateSplit,
  principalAfter,
  principalLeft,
  splitEarnings,
  splitReceived,
  type SplitTerms,
} from './income-split.ts'

// Prices up to the contract's 13 digits and schedules past the console's 3650 earnings (holdings
// made before that bound), so `price × k` passes 2^53 and only BigInt keeps it exact.
const terms = fc.record({
  price: fc.integer({ min: 1, max: 9_999_999_999_999 }),
  earningAmount: fc.integer({ min: 1, max: 1_000_000_000 }),
  earningsCount: fc.integer({ min: 1, max: 20_000 }),
})
// Seeded, so a failure replays exactly (fast-check prints the seed).
const params = { numRuns: 300, seed: 20261128 }

/** Every earning of a plan split one by one. */
const eachEarning = (t: SplitTerms) =>
  Array.from({ length: t.earningsCount }, (_, i) => splitEarnings(t, i + 1, i + 1))

/** The same quotient with nothing but BigInt, as the definition writes it. */
const exactPrincipal = (t: SplitTerms, m: number) =>
  Number((BigInt(t.price) * BigInt(m)) / BigInt(t.earningsCount))

const QUICK: SplitTerms = { price: 5000, earningAmount: 2, earningsCount: 2501 }

describe('an earning split into the price coming back and profit', () => {
  it('Quick Yield: 0.02 an earning, 2501 times, on 50.00: 50.00 back and 0.02 profit in all', () => {
    const parts = eachEarning(QUICK)
    expect(addSplits(parts)).toEqual({ received: 5002, principal: 5000, profit: 2 })
    // Two earnings each carry a cent of profit (the first, and the one halfway); every other one
    // is wholly money back.
    const withProfit = parts.flatMap((p, i) => (p.profit === 1 ? [i + 1] : []))
    expect(withProfit).toEqual([1, 1251])
    expect(parts.every((p) => p.principal + p.profit === 2)).toBe(true)
  })

  it('Starter Savings: 3.34 a day for 30 days on 100.00: each day 3.33 or 3.34 back, 0.20 profit in all', () => {
    const starter = { price: 10_000, earningAmount: 334, earningsCount: 30 }
    const parts = eachEarning(starter)
    expect(new Set(parts.map((p) => p.principal))).toEqual(new Set([333, 334]))
    expect(addSplits(parts)).toEqual({ received: 10_020, principal: 10_000, profit: 20 })
    // After 9 earnings 30.00 of the price is back (10 000 × 9 / 30), and 0.06 is profit.
    expect(splitReceived(starter, 9)).toEqual({ received: 3006, principal: 3000, profit: 6 })
    expect(principalLeft(starter, 9)).toBe(7000)
  })

  it('a plan that pays back less than its price: the price still comes back in full, the profit is the loss', () => {
    const losing = { price: 10_000, earningAmount: 300, earningsCount: 30 }
    expect(addSplits(eachEarning(losing))).toEqual({ received: 9000, principal: 10_000, profit: -1000 })
    expect(eachEarning(losing).every((p) => p.principal >= 0 && p.profit < 0)).toBe(true)
  })

  it('the parts of all n earnings are the price and the profit exactly; no part of the price is negative', () => {
    fc.assert(
      fc.property(
        terms.filter((t) => t.earningsCount <= 3000),
        (t) => {
          const parts = eachEarning(t)
          const sum = addSplits(parts)
          expect(sum.principal).toBe(t.price)
          expect(sum.profit).toBe(t.earningAmount * t.earningsCount - t.price)
          expect(sum.received).toBe(t.earningAmount * t.earningsCount)
          for (const p of parts) {
            expect(p.principal).toBeGreaterThanOrEqual(0)
            expect(p.principal + p.profit).toBe(t.earningAmount)
            // Pro rata: each earning returns the price's n-th part, rounded one way or the other.
            expect(p.principal).toBeGreaterThanOrEqual(Math.floor(t.price / t.earningsCount))
            expect(p.principal).toBeLessThanOrEqual(Math.ceil(t.price / t.earningsCount))
          }
        },
      ),
      { ...params, numRuns: 100 },
    )
  })

  it('a run of earnings splits as its earnings do, and two runs that meet make one', () => {
    const run = terms.chain((t) =>
      fc.record({
        t: fc.constant(t),
        a: fc.integer({ min: 1, max: t.earningsCount }),
        b: fc.integer({ min: 1, max: t.earningsCount }),
        c: fc.integer({ min: 1, max: t.earningsCount }),
      }),
    )
    fc.assert(
      fc.property(run, ({ t, a, b, c }) => {
        const [first, middle, last] = [a, b, c].sort((x, y) => x - y) as [number, number, number]
        const whole = splitEarnings(t, first, last)
        const joined = addSplits([splitEarnings(t, first, middle), splitEarnings(t, middle + 1, last)])
        expect(joined).toEqual(whole)
        expect(whole.principal).toBe(exactPrincipal(t, last) - exactPrincipal(t, first - 1))
        expect(whole.received).toBe(t.earningAmount * (last - first + 1))
        expect(whole.principal).toBeGreaterThanOrEqual(0)
        if (last - first < 50) {
          const oneByOne = addSplits(
            Array.from({ length: last - first + 1 }, (_, i) => splitEarnings(t, first + i, first + i)),
          )
          expect(oneByOne).toEqual(whole)
        }
      }),
      params,
    )
  })

  it('what is still invested plus what came back is the price, at every count', () => {
    fc.assert(
      fc.property(
        terms.chain((t) => fc.tuple(fc.constant(t), fc.integer({ min: 0, max: t.earningsCount }))),
        ([t, m]) => {
          expect(principalLeft(t, m) + principalAfter(t, m)).toBe(t.price)
          expect(principalAfter(t, m)).toBe(exactPrincipal(t, m))
          // The price comes back in order: more earnings never mean less of it back.
          if (m > 0) expect(principalAfter(t, m)).toBeGreaterThanOrEqual(principalAfter(t, m - 1))
        },
      ),
      params,
    )
  })

  it('exact where numbers are not: a 13-digit price over 20 000 earnings', () => {
    const big = { price: 9_999_999_999_999, earningAmount: 500_000_001, earningsCount: 20_000 }
    // 9 999 999 999 999 × 19 999 is past 2^53; the quotient is still the exact floor.
    expect(principalAfter(big, 19_999)).toBe(9_999_499_999_999)
    expect(splitEarnings(big, 20_000, 20_000).principal).toBe(500_000_000)
    expect(splitReceived(big, 20_000).principal).toBe(big.price)
  })

  it('indices outside the schedule are held to it, and an empty run is nothing', () => {
    expect(splitEarnings(QUICK, 0, 0)).toEqual({ received: 0, principal: 0, profit: 0 })
    expect(splitEarnings(QUICK, 10, 9)).toEqual({ received: 0, principal: 0, profit: 0 })
    expect(splitEarnings(QUICK, -5, 99_999)).toEqual(splitReceived(QUICK, 2501))
    expect(principalAfter({ price: 100, earningsCount: 0 }, 3)).toBe(0)
  })

  it('a reversal takes back both parts', () => {
    const receipt = splitEarnings(QUICK, 1, 720)
    expect(addSplits([receipt, negateSplit(receipt)])).toEqual({ received: 0, principal: 0, profit: 0 })
  })
})
