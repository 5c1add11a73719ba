import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTS_BUY, PRODUCTS_LIST, AUTH_LOGIN, pathOf } from '@app/contracts'
import { boot } from '../boot.ts'
import { readEnv } from '../env.ts'
import { postgresAvailable, testPgUrl } from '../testing/databases.ts'
import { compiledEntry } from '../testing/server-build.ts'
import { kill, startServer, type Server } from '../testing/server-process.ts'
import { APPEND_ONLY_TABLES } from './migrations/0034-one-phone-form-and-no-truncate.ts'

/**
 * The server's role owns nothing (decision 0065): the schema's owner migrates and grants it rows,
 * and a stolen app connection meets the database's own refusal when it tries to truncate, rewrite
 * or drop history. PostgreSQL only: SQLite has no roles.
 */

const available = await postgresAvailable()
const root = path.resolve(import.meta.dirname, '../../..')
const suffix = randomBytes(4).toString('hex')
const names = {
  owner: `owner_${suffix}`,
  app: `app_${suffix}`,
  db: `roles_${suffix}`,
  behind: `behind_${suffix}`,
}
const passwords = { owner: randomBytes(12).toString('hex'), app: randomBytes(12).toString('hex') }

function urlAs(role: 'owner' | 'app', database: string): string {
  const url = new URL(testPgUrl)
  url.username = names[role]
  url.password = passwords[role]
  url.pathname = `/${database}`
  return url.toString()
}

async function asSuperuser<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPgUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Runs `text` as the server's role; the SQLSTATE it fails with, or 'ok'. */
async function asApp(text: string): Promise<string> {
  const client = new pg.Client({ connectionString: urlAs('app', names.db) })
  await client.connect()
  try {
    await client.query(text)
    return 'ok'
  } catch (error) {
    return String((error as { code?: string }).code)
  } finally {
    await client.end()
  }
}

/**
 * The migration step as a deployment runs it (compose's `node server/dist/migrate.js`, here the
 * run's build of it): its exit code and what it printed.
 */
async function migrate(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const args = await compiledEntry('migrate')
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe.skipIf(!available)('the server as a role that owns nothing (PostgreSQL)', () => {
  let server: Server | undefined

  beforeAll(async () => {
    await asSuperuser(async (client) => {
      await client.query(`create role ${names.owner} login password '${passwords.owner}'`)
      await client.query(`create role ${names.app} login password '${passwords.app}'`)
      // The owner of a database owns its public schema (pg_database_owner), so it may create tables there.
      await client.query(`create database ${names.db} owner ${names.owner}`)
      await client.query(`create database ${names.behind} owner ${names.owner}`)
    })
    // A development start, which seeds the demo data, with the owner migrating first.
    server = await startServer(
      { DATABASE_URL: urlAs('app', names.db), MIGRATION_DATABASE_URL: urlAs('owner', names.db) },
      { SEED_DEMO: '1' },
    )
  }, 120_000)

  afterAll(async () => {
    if (server) await kill(server)
    await asSuperuser(async (client) => {
      for (const db of [names.db, names.behind])
        await client.query(`drop database if exists ${db} with (force)`)
      for (const role of [names.app, names.owner]) await client.query(`drop role if exists ${role}`)
    })
  })

  it('serves a purchase over HTTP as that role', { timeout: 30_000 }, async () => {
    const base = (server as Server).base
    const signIn = await fetch(base + AUTH_LOGIN.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '5550100001', password: 'demo1234' }),
    })
    const { data: session } = (await signIn.json()) as { data: { token: string } }
    const auth = { authorization: `Bearer ${session.token}` }
    const products = (await (await fetch(base + PRODUCTS_LIST.path, { headers: auth })).json()) as {
      data: { items: { id: number; price: string; minVip: number }[] }
    }
    const product = products.data.items.find((p) => p.minVip === 0)
    if (!product) throw new Error('the demo catalogue has no product for level 0')
    const bought = await fetch(base + pathOf(PRODUCTS_BUY, { id: product.id }), {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': `role-${suffix}` },
      body: JSON.stringify({ wallet: 'balance', expectedPrice: product.price }),
    })
    expect(bought.status).toBe(200)
  })

  it('is refused by the database when it truncates, rewrites or deletes history', async () => {
    for (const table of APPEND_ONLY_TABLES) {
      expect(await asApp(`truncate ${table}`), `truncate ${table}`).toBe('42501')
      expect(await asApp(`update ${table} set id = id where false`), `update ${table}`).toBe('42501')
      expect(await asApp(`delete from ${table} where false`), `delete ${table}`).toBe('42501')
    }
    // New history can still be written by the app's own statements; reading is open.
    expect(await asApp('select count(*) from postings')).toBe('ok')
  })

  it('may neither change the schema nor the record of its migrations', async () => {
    expect(await asApp('drop table users')).toBe('42501')
    expect(await asApp('alter table users add column nickname_copy text')).toBe('42501')
    expect(await asApp('create table stolen (id int)')).toBe('42501')
    expect(await asApp('alter table postings disable trigger all')).toBe('42501')
    expect(await asApp("insert into kysely_migration (name, timestamp) values ('9999-x', 'now')")).toBe(
      '42501',
    )
    expect(await asApp('delete from kysely_migration where false')).toBe('42501')
  })

  it(
    'migrates a schema behind this version only as its owner, and then starts as the role that owns nothing',
    {
      timeout: 120_000,
    },
    async () => {
      const alone = await migrate({ DATABASE_URL: urlAs('app', names.behind), MIGRATION_DATABASE_URL: '' })
      expect(alone.code).toBe(1)
      expect(alone.output).toContain('run `npm run migrate` with MIGRATION_DATABASE_URL')
      const owned = await migrate({
        DATABASE_URL: urlAs('app', names.behind),
        MIGRATION_DATABASE_URL: urlAs('owner', names.behind),
      })
      expect(owned.output).toContain('schema up to date, migrated by its owner')
      expect(owned.code).toBe(0)
      // The server then starts as the app role alone: the schema is current and it changes nothing.
      const started = await startServer({ DATABASE_URL: urlAs('app', names.behind) })
      await kill(started)
    },
  )

  it('refuses to start in production as a superuser unless ALLOW_SCHEMA_OWNER=1', async () => {
    const url = new URL(testPgUrl)
    url.pathname = `/${names.db}`
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'roles-')),
      DATABASE_URL: url.toString(),
      ALLOW_OUTBOX_SMS: '1',
    }
    const quiet = { info: () => undefined }
    await expect(boot(readEnv(production), quiet)).rejects.toThrow(
      "DATABASE_URL's role is a superuser, so a stolen connection could rewrite history",
    )
    const allowed = await boot(readEnv({ ...production, ALLOW_SCHEMA_OWNER: '1' }), quiet)
    await allowed.deps.database.close()
    // The app role itself passes the same check.
    const asAppRole = await boot(readEnv({ ...production, DATABASE_URL: urlAs('app', names.db) }), quiet)
    await asAppRole.deps.database.close()
  })
})
