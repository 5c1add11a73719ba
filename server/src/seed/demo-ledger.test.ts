import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { boot } from '../boot.ts'
import type { Deps } from '../deps.ts'
import { findReceiptAccount } from '../modules/account/index.ts'
import { getUserBalances } from '../modules/ledger/index.ts'
import { readEnv } from '../env.ts'
import { checkLedger } from '../modules/ledger/invariants.service.ts'
import { moneyChecks } from '../money-checks.ts'
import { createTestDatabase, testDialects } from '../testing/databases.ts'
import { DEMO } from './demo.ts'

const DAY = 86_400

/**
 * Months of history for the demo user: thousands of earnings received on many days, several plans
 * bought, and the wallets where the browser journeys start (the balance, Revenue under 100.00 and
 * over the 50.00 plan they buy from it, VIP 1, no receipt account yet).
 */
async function expectDemoUsersHistory(deps: Deps) {
  const db = deps.database.db
  const user = await db
    .selectFrom('users')
    .select(['id', 'created_at', 'recharge_total'])
    .where('phone', '=', DEMO.user.phone)
    .executeTakeFirstOrThrow()
  const now = deps.clock.now()
  expect(now - user.created_at).toBeGreaterThanOrEqual(90 * DAY)
  const earnings = await db
    .selectFrom('holding_earnings')
    .select([sql<number>`count(*)`.as('n'), sql<number>`count(distinct collected_at / 86400)`.as('days')])
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow()
  expect(earnings.n).toBeGreaterThanOrEqual(5000)
  expect(earnings.days).toBeGreaterThanOrEqual(30)
  const plans = await db
    .selectFrom('holdings')
    .select(sql<number>`count(distinct product_id)`.as('n'))
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow()
  expect(plans.n).toBeGreaterThanOrEqual(4)
  const wallets = await getUserBalances(deps, user.id)
  expect(wallets.balance).toBe(1_435_000)
  expect(wallets.revenue).toBeGreaterThanOrEqual(5000)
  expect(wallets.revenue).toBeLessThan(10_000)
  expect(user.recharge_total).toBe(1_600_000)
  expect(await findReceiptAccount(db, user.id)).toBeNull()
}

/** The demo data is made by the services the app uses, so every invariant of docs/money.md holds on it. */
for (const dialect of await testDialects()) {
  describe(`the demo data [${dialect}]`, () => {
    it('holds every money invariant, I1 to I11, I13 and I14, over months of the demo user’s history', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-ledger-'))
      const empty = dialect === 'postgres' ? await createTestDatabase('postgres', { poolSize: 1 }) : undefined
      try {
        const env = readEnv({ DATA_DIR: dataDir, ...(empty ? { DATABASE_URL: empty.url ?? '' } : {}) })
        const { deps, seeded } = await boot(env, { info: () => undefined })
        try {
          expect(seeded).toBe(true)
          const report = await checkLedger(deps, moneyChecks)
          expect(report.checks.filter((c) => !c.ok)).toEqual([])
          expect(report.checks.map((c) => c.id)).toContain('I9')
          // The history is written oldest first: by id, every list is also in time order.
          const db = deps.database.db
          const times = {
            journal: await db
              .selectFrom('journal_entries')
              .select(['created_at as at'])
              .orderBy('id')
              .execute(),
            recharges: await db.selectFrom('recharges').select(['created_at as at']).orderBy('id').execute(),
            holdings: await db.selectFrom('holdings').select(['purchased_at as at']).orderBy('id').execute(),
            points: await db.selectFrom('point_records').select(['created_at as at']).orderBy('id').execute(),
            users: await db.selectFrom('users').select(['created_at as at']).orderBy('id').execute(),
          }
          for (const [table, rows] of Object.entries(times)) {
            const at = rows.map((r) => Number(r.at))
            expect(at.length, table).toBeGreaterThan(0)
            expect(at, table).toEqual([...at].sort((a, b) => a - b))
          }
          await expectDemoUsersHistory(deps)
        } finally {
          await deps.database.close()
        }
      } finally {
        await empty?.close()
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    })
  })
}
