import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { boot } from '../boot.ts'
import { readEnv } from '../env.ts'
import { checkLedger } from '../modules/ledger/invariants.service.ts'
import { moneyChecks } from '../money-checks.ts'
import { createTestDatabase, testDialects } from '../testing/databases.ts'

/** The demo data is made by the services the app uses, so every invariant of MONEY.md holds on it. */
for (const dialect of await testDialects()) {
  describe(`the demo data [${dialect}]`, () => {
    it('holds every money invariant, I1 to I11', async () => {
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
