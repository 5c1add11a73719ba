import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { buildApp } from './app.ts'
import { boot, isLoopbackHost } from './boot.ts'
import { readEnv } from './env.ts'
import { PRODUCTION_PASSWORD_PROFILE } from './lib/password.ts'
import { queueText } from './modules/auth/sms/sms-delivery.service.ts'
import { createTestDatabase, testDialects } from './testing/databases.ts'
import { TEST_PASSWORD_PROFILE } from './testing/passwords.ts'

const quiet = { info: () => undefined }

for (const dialect of await testDialects()) {
  describe(`start-up [${dialect}]`, () => {
    /**
     * A fresh empty database for one start-up: a temporary SQLite folder or a new PostgreSQL database
     * (migrated, up to `migrateUpTo` when given).
     */
    async function freshEnv(vars: Record<string, string>, migrateUpTo?: string) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-'))
      if (dialect === 'sqlite')
        return {
          env: readEnv({ DATA_DIR: dataDir, ALLOW_SQLITE: '1', MIGRATE_ON_START: '1', ...vars }),
          cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
        }
      const empty = await createTestDatabase('postgres', {
        poolSize: 1,
        ...(migrateUpTo ? { migrateUpTo } : {}),
      })
      return {
        // The tests' cluster has one role, a superuser: production's refusal of it is tested apart
        // (db/app-role.test.ts), so these starts allow it.
        env: readEnv({
          DATA_DIR: dataDir,
          DATABASE_URL: empty.url ?? '',
          ALLOW_SCHEMA_OWNER: '1',
          MIGRATE_ON_START: '1',
          ...vars,
        }),
        cleanup: () => empty.close(),
      }
    }

    // SQLite has one connection, and no pool to size.
    if (dialect === 'postgres')
      it('holds at most DATABASE_POOL_SIZE connections', async () => {
        const { env, cleanup } = await freshEnv({ DATABASE_POOL_SIZE: '3', SEED_DEMO: '0' })
        try {
          const { deps } = await boot(env, quiet)
          // Eight statements at once, each holding its connection a moment: three run, five wait.
          const backends = await Promise.all(
            Array.from({ length: 8 }, () =>
              sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(deps.db),
            ),
          )
          expect(new Set(backends.map((r) => r.rows[0]?.pid)).size).toBe(3)
          await deps.database.close()
        } finally {
          await cleanup()
        }
      })

    it('refuses to serve a schema behind its version in production unless told to migrate, and serves it once migrated', async () => {
      const { env, cleanup } = await freshEnv(
        {
          NODE_ENV: 'production',
          ALLOW_OUTBOX_SMS: '1',
          MIGRATE_ON_START: '',
          ADMIN_USERNAME: 'opslead',
          ADMIN_PASSWORD: 'correct horse battery',
        },
        '0034-one-phone-form-and-no-truncate',
      )
      try {
        expect(env.migrateOnStart).toBe(false)
        await expect(boot(env, quiet)).rejects.toThrow(
          /schema is behind.*npm run migrate.*MIGRATE_ON_START=1/,
        )
        await expect(boot(env, quiet)).rejects.toThrow(/schema is behind/)
        const told = await boot({ ...env, migrateOnStart: true }, quiet)
        expect(told.firstOperator).toBe('created')
        await told.deps.database.close()
        // Once migrated, a start not told to migrate serves.
        const again = await boot(env, quiet)
        expect(again.firstOperator).toBe('exists')
        await again.deps.database.close()
      } finally {
        await cleanup()
      }
    })

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
        // Its history (recharges credited, …) made its notifications, and no live push is left to
        // reach the first page that connects: nothing was listening when it happened.
        const notifications = await first.deps.database.db
          .selectFrom('notifications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
        expect(Number(notifications.n)).toBeGreaterThan(0)
        const waiting = await first.deps.database.db
          .selectFrom('live_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
        expect(Number(waiting.n)).toBe(0)
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
        SMS_WEBHOOK_URL: 'https://sms.example/send',
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

    it('hashes passwords at the production profile (argon2id, 19 MiB, 2 passes), whatever the tests use', async () => {
      const { env, cleanup } = await freshEnv({
        NODE_ENV: 'production',
        SMS_WEBHOOK_URL: 'https://sms.example/send',
        ADMIN_USERNAME: 'opslead',
        ADMIN_PASSWORD: 'correct horse battery',
      })
      try {
        const result = await boot(env, quiet)
        const production = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/
        const { password_hash } = await result.deps.database.db
          .selectFrom('operators')
          .select('password_hash')
          .executeTakeFirstOrThrow()
        expect(password_hash).toMatch(production)
        // What the server's services hash from now on, and the decoy an unknown name is checked against.
        expect(await result.deps.passwords.hash('plum-harbour-43')).toMatch(production)
        expect(await result.deps.passwords.decoy()).toMatch(production)
        // The test contexts' cheap profile is a test's alone.
        expect(TEST_PASSWORD_PROFILE).not.toEqual(PRODUCTION_PASSWORD_PROFILE)
        expect(PRODUCTION_PASSWORD_PROFILE).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 })
        await result.deps.database.close()
      } finally {
        await cleanup()
      }
    })

    it('refuses a default first-operator password in production, even past the settings check', async () => {
      const { env, cleanup } = await freshEnv({ NODE_ENV: 'production', ALLOW_OUTBOX_SMS: '1' })
      try {
        const firstOperator = { username: 'admin', password: 'admin1234' }
        await expect(boot({ ...env, firstOperator }, quiet)).rejects.toThrow(/ADMIN_PASSWORD/)
      } finally {
        await cleanup()
      }
    })

    it('reports a missing first operator in production', async () => {
      const { env, cleanup } = await freshEnv({ NODE_ENV: 'production', ALLOW_OUTBOX_SMS: '1' })
      try {
        const result = await boot(env, quiet)
        expect(result.firstOperator).toBe('missing')
        await result.deps.database.close()
      } finally {
        await cleanup()
      }
    })

    it('refuses production with the approval cap off unless told so, and ships it on', async () => {
      const { env, cleanup } = await freshEnv({ NODE_ENV: 'production', ALLOW_OUTBOX_SMS: '1' })
      try {
        const first = await boot(env, quiet)
        const shipped = await first.deps.database.db
          .selectFrom('money_settings')
          .select(['approval_cap', 'recharge_max'])
          .executeTakeFirstOrThrow()
        expect(shipped.approval_cap).toBeGreaterThan(0)
        expect(shipped.recharge_max).toBeGreaterThan(0)
        await first.deps.database.db.updateTable('money_settings').set({ approval_cap: 0 }).execute()
        await first.deps.database.close()
        await expect(boot(env, quiet)).rejects.toThrow(/approval cap.*ALLOW_UNCAPPED_MONEY=1/)
        const allowed = await boot({ ...env, allowUncappedMoney: true }, quiet)
        await allowed.deps.database.close()
      } finally {
        await cleanup()
      }
    })

    it('starts in production without an SMS gateway when the outbox is allowed', async () => {
      const allowed = await freshEnv({ NODE_ENV: 'production', ALLOW_OUTBOX_SMS: '1' })
      try {
        const result = await boot(allowed.env, quiet)
        expect(result.seeded).toBe(false)
        await result.deps.database.close()
      } finally {
        await allowed.cleanup()
      }
    })

    it('wires no gateway without SMS_WEBHOOK_URL: a queued text is kept with its code hidden, never sent', async () => {
      const { env, cleanup } = await freshEnv({})
      const lines: string[] = []
      try {
        const result = await boot(env, {
          info: (...args: unknown[]) => void lines.push(JSON.stringify(args)),
        })
        expect(result.deps.sms).toBeNull()
        await queueText(result.deps, {
          phone: '5550109876',
          text: 'Your verification code is 402917. It expires in 10 minutes.',
          expiresAt: result.deps.clock.now() + 600,
        })
        expect(lines.join('\n')).not.toMatch(/402917|5550109876/)
        const kept = await result.deps.database.db
          .selectFrom('sms_outbox')
          .select(['text', 'status'])
          .execute()
        expect(kept).toEqual([
          { text: 'Your verification code is ••••••. It expires in 10 minutes.', status: 'kept' },
        ])
        await result.deps.database.close()
      } finally {
        await cleanup()
      }
    })

    it('seeds no demo operator on an address other machines reach, and says so', async () => {
      const { env, cleanup } = await freshEnv({ HOST: '0.0.0.0' })
      const lines: string[] = []
      try {
        const result = await boot(env, { info: (...args: unknown[]) => void lines.push(String(args.at(-1))) })
        expect(result).toMatchObject({ seeded: false, firstOperator: 'missing' })
        expect(await result.deps.database.db.selectFrom('operators').select('id').execute()).toHaveLength(0)
        expect(lines).toEqual([expect.stringMatching(/^Demo data not seeded: HOST 0\.0\.0\.0 is reachable/)])
        const app = await buildApp(result.deps)
        const login = await app.inject({
          method: 'POST',
          url: '/api/ops/auth/login',
          payload: { username: 'admin', password: 'admin1234' },
        })
        expect(login.statusCode).toBe(400)
        await app.close()
        await result.deps.database.close()
      } finally {
        await cleanup()
      }
    })

    it('refuses to serve a database whose demo operator keeps the demo password to other machines', async () => {
      const { env, cleanup } = await freshEnv({})
      try {
        const local = await boot(env, quiet)
        expect(local.seeded).toBe(true)
        await local.deps.database.close()
        await expect(boot({ ...env, host: '0.0.0.0' }, quiet)).rejects.toThrow(/demo password/)
        const again = await boot(env, quiet)
        expect(again.seeded).toBe(false)
        await again.deps.database.close()
      } finally {
        await cleanup()
      }
    })
  })
}

describe('start-up addresses', () => {
  it('tells loopback addresses from reachable ones', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true)
    for (const host of ['0.0.0.0', '::', '192.168.1.5', '10.0.0.1', 'example.com', '128.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(false)
  })
})
