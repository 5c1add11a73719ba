import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { boot } from './boot.ts'
import { readEnv } from './env.ts'
import { createTestDatabase, testDialects } from './testing/databases.ts'

const quiet = { info: () => undefined }

for (const dialect of await testDialects()) {
  describe(`start-up [${dialect}]`, () => {
    /** A fresh empty database for one start-up: a temporary SQLite folder or a new PostgreSQL database. */
    async function freshEnv(vars: Record<string, string>) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-'))
      if (dialect === 'sqlite')
        return {
          env: readEnv({ DATA_DIR: dataDir, ...vars }),
          cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
        }
      const empty = await createTestDatabase('postgres', { poolSize: 1 })
      return {
        env: readEnv({ DATA_DIR: dataDir, DATABASE_URL: empty.url ?? '', ...vars }),
        cleanup: () => empty.close(),
      }
    }

    it('seeds the demo data into an empty database once, outside production', async () => {
      const { env, cleanup } = await freshEnv({})
      try {
        const first = await boot(env, quiet)
        expect(first.seeded).toBe(true)
        const users = await first.deps.database.db
          .selectFrom('users')
          .select(['phone', 'invitation_code'])
          .execute()
        expect(users).toContainEqual({ phone: '5550100001', invitation_code: 'DEMO2026' })
        await first.deps.database.close()
        const second = await boot(env, quiet)
        expect(second.seeded).toBe(false)
        await second.deps.database.close()
      } finally {
        await cleanup()
      }
    })

    it('seeds nothing in production and creates the first operator from the environment', async () => {
      const { env, cleanup } = await freshEnv({
        NODE_ENV: 'production',
        ADMIN_USERNAME: 'opslead',
        ADMIN_PASSWORD: 'correct horse battery',
      })
      try {
        const result = await boot(env, quiet)
        expect(result).toMatchObject({ seeded: false, firstOperator: 'created' })
        expect(await result.deps.database.db.selectFrom('users').select('id').execute()).toHaveLength(0)
        const ops = await result.deps.database.db
          .selectFrom('operators')
          .select(['username', 'role'])
          .execute()
        expect(ops).toEqual([{ username: 'opslead', role: 'admin' }])
        await result.deps.database.close()
      } finally {
        await cleanup()
      }
    })

    it('refuses a default first-operator password in production', async () => {
      const { env, cleanup } = await freshEnv({
        NODE_ENV: 'production',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'admin1234',
      })
      try {
        await expect(boot(env, quiet)).rejects.toThrow(/ADMIN_PASSWORD/)
      } finally {
        await cleanup()
      }
    })

    it('reports a missing first operator in production', async () => {
      const { env, cleanup } = await freshEnv({ NODE_ENV: 'production' })
      try {
        const result = await boot(env, quiet)
        expect(result.firstOperator).toBe('missing')
        await result.deps.database.close()
      } finally {
        await cleanup()
      }
    })
  })
}
