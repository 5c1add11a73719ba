import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { boot } from './boot.ts'
import { readEnv } from './env.ts'
import { countOperators } from './modules/operators/operators.repo.ts'
import { createTestDatabase, postgresAvailable } from './testing/databases.ts'

const quiet = { info: () => undefined }

/**
 * A new deployment's processes start together on one empty PostgreSQL database, each told the first
 * operator: one creates it, the others find it, and every one of them starts. (SQLite serves one
 * process on one machine.)
 */
describe.skipIf(!(await postgresAvailable()))('the first start of three processes together', () => {
  it('creates one operator and starts all three', { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-start-'))
    const empty = await createTestDatabase('postgres', { poolSize: 1 })
    const env = readEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: empty.url ?? '',
      SEED_DEMO: '0',
      ADMIN_USERNAME: 'ops-lead',
      ADMIN_PASSWORD: 'quiet otter 41 ledger',
    })
    try {
      const starts = await Promise.allSettled([boot(env, quiet), boot(env, quiet), boot(env, quiet)])
      const started = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
      const failures = starts.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []))
      expect(failures).toEqual([])
      expect(started.map((s) => s.firstOperator).sort()).toEqual(['created', 'exists', 'exists'])
      expect(await countOperators(started[0]!.deps.db)).toBe(1)
      for (const s of started) await s.deps.database.close()
    } finally {
      await empty.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
