import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { boot } from './boot.ts'
import { readEnv } from './env.ts'
import { metricsRegistry } from './lib/metrics.ts'
import { moneyChecks } from './money-checks.ts'
import { runLedgerCheck } from './modules/ledger/index.ts'
import { createTestDatabase, postgresAvailable } from './testing/databases.ts'

const quiet = { info: () => undefined }

/** The connections `/metrics` reports for a pool, by state. */
async function poolState(pool: 'primary' | 'read'): Promise<Record<string, number>> {
  const values = (await metricsRegistry.getSingleMetric('app_db_pool_connections')?.get())?.values ?? []
  return Object.fromEntries(
    values.filter((v) => v.labels.pool === pool).map((v) => [v.labels.state, v.value]),
  )
}

describe.skipIf(!(await postgresAvailable()))('DATABASE_READ_URL (PostgreSQL)', () => {
  it(
    'sends the ledger check to the read pool, and reports both pools in /metrics',
    { timeout: 60_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-replica-'))
      const database = await createTestDatabase('postgres', { poolSize: 1 })
      // The tests' cluster has no replica: a second pool on the same database stands for one, so what
      // is measured is which pool a read takes.
      const env = readEnv({
        DATA_DIR: dataDir,
        DATABASE_URL: database.url ?? '',
        DATABASE_READ_URL: database.url ?? '',
        SEED_DEMO: '0',
      })
      const { deps } = await boot(env, quiet)
      try {
        expect(deps.replica).toBeDefined()
        expect(await poolState('read')).toEqual({ total: 0, idle: 0, waiting: 0 })
        const report = await runLedgerCheck(deps, moneyChecks, null)
        expect(report.ok).toBe(true)
        const read = await poolState('read')
        expect(read.total).toBeGreaterThan(0)
        expect(read.waiting).toBe(0)
        expect((await poolState('primary')).total).toBeGreaterThan(0)
      } finally {
        await deps.replica?.close()
        await deps.database.close()
        await database.close()
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    },
  )

  it('is refused beside a SQLite primary', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-replica-'))
    try {
      const env = readEnv({
        DATA_DIR: dataDir,
        DATABASE_READ_URL: 'postgres://app@127.0.0.1:5432/app',
        SEED_DEMO: '0',
      })
      await expect(boot(env, quiet)).rejects.toThrow(/DATABASE_READ_URL.*DATABASE_URL/)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
