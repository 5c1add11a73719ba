import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  earningsDueBy,
  endOfSchedule,
  isActiveDay,
  nextEarningAfter,
  payoutSchedule,
  weekdayMondayFirst,
  type IncomeTerms,
} from './schedule.ts'

const terms = fc.record({
  earning_amount: fc.integer({ min: 1, max: 1_000_000 }),
  earnings_count: fc.integer({ min: 1, max: 120 }),
  claim_period_seconds: fc.integer({ min: 60, max: 3 * 86_400 }),
  profit_rule: fc
    .array(fc.constantFrom('0', '1'), { minLength: 7, maxLength: 7 })
    .map((f) => f.join(''))
    .filter((r) => r.includes('1')),
}) satisfies fc.Arbitrary<IncomeTerms>
const start = fc.integer({ min: 1_600_000_000, max: 2_000_000_000 })
const offset = fc.integer({ min: -86_400, max: 400 * 86_400 })
// Every property run is seeded, so a failure replays exactly (fast-check prints the seed).
const params = { numRuns: 300, seed: 20261122 }

describe('income schedule', () => {
  it('Monday is the first flag', () => {
    expect(weekdayMondayFirst(Date.UTC(2026, 10, 23, 12) / 1000)).toBe(0) // Monday 23 Nov 2026
    expect(weekdayMondayFirst(Date.UTC(2026, 10, 22, 12) / 1000)).toBe(6) // Sunday
    expect(isActiveDay('1111100', Date.UTC(2026, 10, 22, 12) / 1000)).toBe(false)
  })

  it('pays a weekday plan bought on Friday noon on the following weekdays only', () => {
    const friday = Date.UTC(2026, 10, 20, 12) / 1000
    const schedule = payoutSchedule(
      { earning_amount: 100, earnings_count: 3, claim_period_seconds: 86_400, profit_rule: '1111100' },
      friday,
    )
    expect(schedule.map((e) => new Date(e.dueAt * 1000).toISOString())).toEqual([
      '2026-11-23T12:00:00.000Z',
      '2026-11-24T12:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
    ])
  })

  it('never pays more than number × amount, and exactly that in the end', () => {
    fc.assert(
      fc.property(terms, start, (t, s) => {
        const all = payoutSchedule(t, s)
        expect(all).toHaveLength(t.earnings_count)
        expect(all.reduce((sum, e) => sum + e.amount, 0)).toBe(t.earnings_count * t.earning_amount)
        expect(earningsDueBy(t, s, endOfSchedule(t, s) + 10 * 86_400)).toHaveLength(t.earnings_count)
      }),
      params,
    )
  })

  it('numbers each earning once, in order, strictly later each time', () => {
    fc.assert(
      fc.property(terms, start, (t, s) => {
        const all = payoutSchedule(t, s)
        all.forEach((e, i) => {
          expect(e.index).toBe(i + 1)
          expect(e.dueAt).toBeGreaterThan(i === 0 ? s : (all[i - 1]?.dueAt ?? 0))
        })
      }),
      params,
    )
  })

  it('never pays on a day flagged 0', () => {
    fc.assert(
      fc.property(terms, start, (t, s) => {
        for (const e of payoutSchedule(t, s)) expect(t.profit_rule[weekdayMondayFirst(e.dueAt)]).toBe('1')
      }),
      params,
    )
  })

  it('a clock moved backwards never re-opens an earning: earlier answers are prefixes of later ones', () => {
    fc.assert(
      fc.property(terms, start, offset, offset, (t, s, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a]
        const before = earningsDueBy(t, s, s + early)
        const after = earningsDueBy(t, s, s + late)
        expect(after.slice(0, before.length)).toEqual(before)
        expect(before.every((e) => e.dueAt <= s + early)).toBe(true)
      }),
      params,
    )
  })

  it('nothing is due at or before the purchase', () => {
    fc.assert(
      fc.property(terms, start, (t, s) => {
        expect(earningsDueBy(t, s, s)).toEqual([])
      }),
      params,
    )
  })

  it('the next earning after now is the one right after those due', () => {
    fc.assert(
      fc.property(terms, start, offset, (t, s, o) => {
        const all = payoutSchedule(t, s)
        const due = earningsDueBy(t, s, s + o)
        expect(nextEarningAfter(t, s, s + o)).toEqual(all[due.length])
      }),
      params,
    )
  })
})
