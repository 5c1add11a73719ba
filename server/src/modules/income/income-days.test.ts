import type { KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PORTFOLIO_DAYS_AFTER, PORTFOLIO_DAYS_BEFORE } from '@app/contracts'
import type { Database } from '../../db/database.ts'
import { createTestDatabase, testDialects } from '../../testing/databases.ts'
import { createUser } from '../account/index.ts'
import {
  addToIncomeQuarters,
  listUserIncomeQuarters,
  QUARTER,
  sumUserIncomeByDay,
  type IncomeQuarter,
} from '../ledger/totals.repo.ts'
import { dayBounds, dayOf, daysAround, sumByDay } from './portfolio-days.ts'

/**
 * Home's income per local day, summed by the database (decision 0083), against the stored quarters
 * summed in the app as Home summed them before, and against each quarter's local day found by
 * formatting its start in the zone: zones whose days begin at :30 and :45 past a UTC hour, so every
 * local day runs across a UTC midnight.
 */
const at = (iso: string) => Date.parse(iso) / 1000
const TODAY = '2026-11-28'
const ZONES = [
  'UTC',
  'Asia/Kathmandu', // +05:45
  'Asia/Kolkata', // +05:30
  'Australia/Eucla', // +08:45
  'America/St_Johns', // -03:30
  'Pacific/Chatham', // +13:45 in its summer
  'Pacific/Kiritimati', // +14
  'Pacific/Pago_Pago', // -11
]

for (const dialect of await testDialects()) {
  describe(`Home's income per local day, summed by the database [${dialect}]`, () => {
    let database: Database
    let user: number
    let other: number
    const quarters: IncomeQuarter[] = []

    beforeAll(async () => {
      database = await createTestDatabase(dialect)
      const { db } = database
      // Users as sign-up makes them, by their owner (`account`).
      const make = async (i: number) =>
        (
          await createUser(
            { db },
            {
              phone: `+1555000${i}`,
              passwordHash: 'x',
              nickname: `U${i}`,
              invitationCode: `DAYS${i}`,
              inviterId: null,
              now: 1000,
            },
          )
        ).id
      user = await make(1)
      other = await make(2)
      // A quarter in three carries income (and every one within two hours of a UTC midnight), from
      // two days before the widest window to two after:
      // amounts that differ quarter by quarter (a seeded sequence), some of them a reversal's
      // (negative, taking its principal back), so a quarter put on the wrong day changes a sum.
      let seed = 7
      const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31)
      const first = at(`${TODAY}T00:00:00Z`) / QUARTER - (PORTFOLIO_DAYS_BEFORE + 3) * 96
      const last = at(`${TODAY}T00:00:00Z`) / QUARTER + (PORTFOLIO_DAYS_AFTER + 4) * 96
      for (let q = first; q < last; q++) {
        const ofDay = (q * QUARTER) % 86_400
        const nearUtcMidnight = ofDay < 7_200 || ofDay >= 86_400 - 7_200
        if (next() % 3 !== 0 && !nearUtcMidnight) continue
        const principal = next() % 5_000
        const received = principal + (next() % 700) - 100
        const sign = next() % 11 === 0 ? -1 : 1
        quarters.push({ user_id: user, quarter: q, received: sign * received, principal: sign * principal })
      }
      for (let i = 0; i < quarters.length; i += 200) await addToIncomeQuarters(db, quarters.slice(i, i + 200))
      // Another user's income on the same quarters is not counted.
      await addToIncomeQuarters(
        db,
        quarters.slice(0, 300).map((q) => ({ ...q, user_id: other, received: 1_000_000, principal: 1 })),
      )
    }, 60_000)
    afterAll(async () => database?.close())

    it.each(ZONES)('in %s: each day the sum of its quarters, as the app summed them', async (tz) => {
      const { db } = database
      const days = daysAround(TODAY, PORTFOLIO_DAYS_BEFORE, PORTFOLIO_DAYS_AFTER)
      const bounds = dayBounds(days, tz)
      const summed = await sumUserIncomeByDay(db, user, bounds)

      // As Home summed them: every quarter of the window read, then summed per day in the app.
      const read = await listUserIncomeQuarters(db, user, bounds[0] ?? 0, bounds.at(-1) ?? 0)
      const before = sumByDay(
        bounds,
        read.map((q) => ({ at: q.at, amount: q.received, profit: q.received - q.principal })),
      )
      expect(summed.map((d) => ({ amount: d.received, profit: d.received - d.principal }))).toEqual(before)

      // Each quarter on the local day its start is on, found by formatting it in the zone.
      const expected = days.map(() => ({ received: 0, principal: 0 }))
      for (const q of quarters) {
        const day = days.indexOf(dayOf(q.quarter * QUARTER, tz))
        if (day < 0) continue
        const sum = expected[day]
        if (sum) {
          sum.received += q.received
          sum.principal += q.principal
        }
      }
      expect(summed).toEqual(expected)
      expect(summed).toHaveLength(PORTFOLIO_DAYS_BEFORE + 1 + PORTFOLIO_DAYS_AFTER)
      expect(summed.slice(0, PORTFOLIO_DAYS_BEFORE + 1).every((d) => d.received !== 0)).toBe(true)
    })

    it('puts the quarters on either side of a UTC midnight on one day in Kathmandu, and its midnight at 18:15 UTC', async () => {
      const { db } = database
      // 2026-11-27 in Kathmandu: from 18:15 UTC on the 26th to 18:15 UTC on the 27th.
      const bounds = dayBounds(['2026-11-26', '2026-11-27'], 'Asia/Kathmandu')
      expect(bounds[1]).toBe(at('2026-11-26T18:15:00Z'))
      const q = (iso: string) => at(iso) / QUARTER
      const on = new Map(quarters.map((r) => [r.quarter, r]))
      const sumOf = (from: string, to: string) => {
        let received = 0
        let principal = 0
        for (let i = q(from); i < q(to); i++) {
          received += on.get(i)?.received ?? 0
          principal += on.get(i)?.principal ?? 0
        }
        return { received, principal }
      }
      const summed = await sumUserIncomeByDay(db, user, bounds)
      expect(summed).toEqual([
        sumOf('2026-11-25T18:15:00Z', '2026-11-26T18:15:00Z'),
        sumOf('2026-11-26T18:15:00Z', '2026-11-27T18:15:00Z'),
      ])
      // The UTC midnight inside the day: quarters on both sides of it are counted in it.
      const midnight = q('2026-11-27T00:00:00Z')
      expect(on.has(midnight) && on.has(midnight - 1)).toBe(true)
      // One day alone, begun at :15 past a UTC hour, counts the same.
      expect(await sumUserIncomeByDay(db, user, bounds.slice(1))).toEqual([summed[1]])
    })

    it('answers zero for each day without income, and nothing without days', async () => {
      const { db } = database
      const bounds = dayBounds(daysAround('2025-01-10', 1, 1), 'Asia/Kolkata')
      expect(await sumUserIncomeByDay(db, user, bounds)).toEqual([
        { received: 0, principal: 0 },
        { received: 0, principal: 0 },
        { received: 0, principal: 0 },
      ])
      expect(await sumUserIncomeByDay(db, user, [])).toEqual([])
      expect(await sumUserIncomeByDay(db, user, [at(`${TODAY}T00:00:00Z`)])).toEqual([])
    })

    it('brings at most one row a day from the database, however many quarters a day holds', async () => {
      const { db } = database
      const bounds = dayBounds(
        daysAround(TODAY, PORTFOLIO_DAYS_BEFORE, PORTFOLIO_DAYS_AFTER),
        'Asia/Kathmandu',
      )
      const replies: number[] = []
      const counting: KyselyPlugin = {
        transformQuery: ({ node }) => node,
        transformResult: async ({ result }) => {
          replies.push(result.rows.length)
          return result
        },
      }
      await sumUserIncomeByDay(db.withPlugin(counting), user, bounds)
      await listUserIncomeQuarters(db.withPlugin(counting), user, bounds[0] ?? 0, bounds.at(-1) ?? 0)
      const [summed, read] = replies
      // The days with income so far (today and the days before it; those after have some too).
      expect(summed).toBeLessThanOrEqual(bounds.length - 1)
      expect(summed).toBeGreaterThanOrEqual(PORTFOLIO_DAYS_BEFORE + 1)
      // The quarters themselves: a third of the 96 of each day.
      expect(read).toBeGreaterThan(20 * (bounds.length - 1))
    })
  })
}
