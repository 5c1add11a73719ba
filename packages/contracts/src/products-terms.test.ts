import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DAY_SECONDS,
  YEAR_SECONDS,
  annualBasisPoints,
  deriveProductTerms,
  durationParts,
  returnBasisPoints,
  runsWholeDays,
} from './products-terms.ts'

const terms = fc.record({
  price: fc.integer({ min: 1, max: 9_999_999_999_999 }),
  earningAmount: fc.integer({ min: 1, max: 1_000_000_000 }),
  earningsCount: fc.integer({ min: 1, max: 3650 }),
  claimPeriodSeconds: fc.integer({ min: 60, max: 30 * DAY_SECONDS }),
})
const length = fc.integer({ min: 60, max: 3650 * 30 * DAY_SECONDS })
// Seeded, so a failure replays exactly (fast-check prints the seed).
const params = { numRuns: 500, seed: 20261124 }

describe('product terms', () => {
  it('a plan of two minutes paying 0.02 back 2501 times on 50.00: 0.02 profit, 4.20 % a year', () => {
    const quick = { price: 5000, earningAmount: 2, earningsCount: 2501, claimPeriodSeconds: 120 }
    const derived = deriveProductTerms(quick, 2501 * 120)
    expect(derived).toEqual({
      paidBack: 5002,
      principalBack: 5000,
      profit: 2,
      lengthSeconds: 300_120,
      returnBp: 4, // 0.04 % over 3 d 11 h 22 min
      annualBp: 420, // 0.0004 × 31 536 000 / 300 120 = 4.2033… %, rounded down
      dailyRevenue: 1440, // 720 slots a day × 0.02
    })
  })

  it('the old Quick Yield (60.00 back on 50.00 in 3 h 20 min) is 20 % over the plan and 52 560 % a year', () => {
    const old = deriveProductTerms(
      { price: 5000, earningAmount: 60, earningsCount: 100, claimPeriodSeconds: 120 },
      12_000,
    )
    expect(old).toMatchObject({ principalBack: 5000, profit: 1000, returnBp: 2000, annualBp: 5_256_000 })
    // It runs less than a day: there is no daily figure.
    expect(old.dailyRevenue).toBeNull()
  })

  it('a daily plan of 30 days: the daily figure is one earning, the year is 365 days', () => {
    const starter = deriveProductTerms(
      { price: 10000, earningAmount: 334, earningsCount: 30, claimPeriodSeconds: DAY_SECONDS },
      30 * DAY_SECONDS,
    )
    expect(starter).toMatchObject({ paidBack: 10020, profit: 20, returnBp: 20, dailyRevenue: 334 })
    // 0.20 % × 365 / 30 = 2.4333… %, rounded down to 2.43 %.
    expect(starter.annualBp).toBe(243)
  })

  it('a plan that pays back less than its price shows the loss, rounded down', () => {
    const loss = deriveProductTerms(
      { price: 3000, earningAmount: 999, earningsCount: 3, claimPeriodSeconds: DAY_SECONDS },
      3 * DAY_SECONDS,
    )
    expect(loss).toMatchObject({ paidBack: 2997, principalBack: 2997, profit: -3 })
    // -0.1 % exactly is -10 bp; -0.1 % × 365 / 3 = -12.1666… % rounds down to -12.17 %.
    expect(loss.returnBp).toBe(-10)
    expect(loss.annualBp).toBe(-1217)
  })

  it('principal back and profit add up to everything paid back', () => {
    fc.assert(
      fc.property(terms, length, (t, len) => {
        const d = deriveProductTerms(t, len)
        expect(d.paidBack).toBe(t.earningAmount * t.earningsCount)
        expect(d.principalBack + Math.max(0, d.profit)).toBe(d.paidBack)
        expect(d.principalBack).toBeLessThanOrEqual(t.price)
        expect(d.profit).toBe(d.paidBack - t.price)
        if (d.paidBack >= t.price) expect(d.principalBack + d.profit).toBe(d.paidBack)
      }),
      params,
    )
  })

  it('rounding never overstates a rate: each is the largest whole basis point not above the exact one', () => {
    fc.assert(
      fc.property(terms, length, (t, len) => {
        const d = deriveProductTerms(t, len)
        const profit = BigInt(d.profit) * 10_000n
        // returnBp ≤ profit / price < returnBp + 1
        expect(BigInt(d.returnBp) * BigInt(t.price) <= profit).toBe(true)
        expect(BigInt(d.returnBp + 1) * BigInt(t.price) > profit).toBe(true)
        // annualBp ≤ profit / price × year / length < annualBp + 1
        const annual = BigInt(d.annualBp ?? Number.NaN)
        const scale = BigInt(t.price) * BigInt(len)
        expect(annual * scale <= profit * BigInt(YEAR_SECONDS)).toBe(true)
        // Exact to the basis point unless the rate is beyond what a number holds exactly (then held there).
        if (annual < BigInt(Number.MAX_SAFE_INTEGER))
          expect((annual + 1n) * scale > profit * BigInt(YEAR_SECONDS)).toBe(true)
      }),
      params,
    )
  })

  it('the annual rate is the return scaled by year / length: a plan of exactly a year gives the same rate', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const d = deriveProductTerms(t, YEAR_SECONDS)
        expect(d.annualBp).toBe(d.returnBp)
      }),
      params,
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (price, gain) => {
          // A gain over half a year is twice the gain a year, never more than that.
          const half = annualBasisPoints(gain, price, YEAR_SECONDS / 2) ?? 0
          const whole = returnBasisPoints(gain * 2, price)
          expect(half).toBe(whole)
        },
      ),
      params,
    )
  })

  it('plans shorter than a day have no daily figure, and a shorter plan of the same return has a higher annual rate', () => {
    const shortTerms = fc.record({
      price: fc.integer({ min: 1, max: 1_000_000_000 }),
      earningAmount: fc.integer({ min: 1, max: 1_000_000 }),
      earningsCount: fc.integer({ min: 1, max: 1000 }),
      claimPeriodSeconds: fc.integer({ min: 60, max: DAY_SECONDS }),
    })
    fc.assert(
      fc.property(shortTerms, (t) => {
        fc.pre(t.earningsCount * t.claimPeriodSeconds < DAY_SECONDS)
        const len = t.earningsCount * t.claimPeriodSeconds
        const d = deriveProductTerms(t, len)
        expect(runsWholeDays(t)).toBe(false)
        expect(d.dailyRevenue).toBeNull()
        const longer = deriveProductTerms(t, len * 2)
        if (d.profit >= 0) expect(longer.annualBp ?? 0).toBeLessThanOrEqual(d.annualBp ?? 0)
      }),
      params,
    )
  })

  it('a daily figure is exactly what the earnings of one active day pay', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const d = deriveProductTerms(t, t.earningsCount * t.claimPeriodSeconds)
        if (d.dailyRevenue === null) {
          expect(
            DAY_SECONDS % t.claimPeriodSeconds !== 0 || t.earningsCount * t.claimPeriodSeconds < DAY_SECONDS,
          ).toBe(true)
        } else {
          const perDay = DAY_SECONDS / t.claimPeriodSeconds
          expect(Number.isInteger(perDay)).toBe(true)
          expect(d.dailyRevenue).toBe(t.earningAmount * perDay)
          expect(d.dailyRevenue).toBeLessThanOrEqual(d.paidBack)
        }
      }),
      params,
    )
  })

  it('has no annual rate for a plan without length', () => {
    expect(annualBasisPoints(10, 100, 0)).toBeNull()
    expect(
      deriveProductTerms({ price: 100, earningAmount: 1, earningsCount: 1, claimPeriodSeconds: 60 }, 0)
        .annualBp,
    ).toBeNull()
  })

  it('splits a length into days, hours, minutes and seconds', () => {
    expect(durationParts(12_000)).toEqual({ days: 0, hours: 3, minutes: 20, seconds: 0 })
    expect(durationParts(300_120)).toEqual({ days: 3, hours: 11, minutes: 22, seconds: 0 })
    expect(durationParts(30 * DAY_SECONDS)).toEqual({ days: 30, hours: 0, minutes: 0, seconds: 0 })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY_SECONDS }), (s) => {
        const p = durationParts(s)
        expect(p.days * DAY_SECONDS + p.hours * 3600 + p.minutes * 60 + p.seconds).toBe(s)
        expect(p.hours < 24 && p.minutes < 60 && p.seconds < 60).toBe(true)
      }),
      params,
    )
  })
})
