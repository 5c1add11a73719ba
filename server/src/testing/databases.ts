import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { openDatabase, type Database, type Dialect } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'

/** The PostgreSQL server tests use: `TEST_DATABASE_URL`, else the local default. */
export const testPgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

let reachable: Promise<boolean> | undefined

/**
 * Whether PostgreSQL tests can run. When no server answers they are skipped with one loud line,
 * unless `REQUIRE_PG=1`, when that is a failure.
 */
export function postgresAvailable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: testPgUrl, connectionTimeoutMillis: 3000 })
    try {
      await client.connect()
      await client.end()
      return true
    } catch (error) {
      if (process.env.REQUIRE_PG === '1') {
        throw new Error(
          `REQUIRE_PG=1 but PostgreSQL is not reachable at ${redact(testPgUrl)}: ${(error as Error).message}`,
        )
      }
      console.warn(
        `!!! POSTGRESQL TESTS SKIPPED: no server at ${redact(testPgUrl)} (set TEST_DATABASE_URL, or REQUIRE_PG=1 to fail) !!!`,
      )
      return false
    }
  })()
  return reachable
}

/** The Redis server tests use: the local default port. */
export const testRedisUrl = 'redis://127.0.0.1:6379'

let redisReachable: Promise<boolean> | undefined

/**
 * Whether Redis tests can run: a server answers a connection at 127.0.0.1:6379 within a second.
 * When none does they are skipped with one loud line, unless `REQUIRE_REDIS=1`, when that is a
 * failure.
 */
export function redisAvailable(): Promise<boolean> {
  redisReachable ??= (async () => {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port: 6379 })
      socket.setTimeout(1000, () => (socket.destroy(), resolve(false)))
      socket.on('connect', () => (socket.destroy(), resolve(true)))
      socket.on('error', () => resolve(false))
    })
    if (!up && process.env.REQUIRE_REDIS === '1')
      throw new Error('REQUIRE_REDIS=1 but Redis is not reachable at 127.0.0.1:6379')
    if (!up)
      console.warn('!!! REDIS TESTS SKIPPED: no server at 127.0.0.1:6379 (REQUIRE_REDIS=1 to fail) !!!')
    return up
  })()
  return redisReachable
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')
}

/** The dialects to run database tests on: SQLite always, PostgreSQL when a server is there. */
export async function testDialects(): Promise<Dialect[]> {
  return (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite']
}

/**
 * A fresh, migrated (up to `migrateUpTo` when given), empty database of `dialect`: an in-memory
 * SQLite, or a new PostgreSQL database that is dropped on close. A PostgreSQL database migrated to
 * the latest is copied from a template migrated once (`migratedTemplate`): a copy takes about a
 * tenth of the time of running every migration.
 */
export async function createTestDatabase(
  dialect: Dialect,
  options: { sqlitePath?: string; poolSize?: number; migrateUpTo?: string } = {},
): Promise<Database> {
  if (dialect === 'sqlite') {
    const database = openDatabase({ sqlitePath: options.sqlitePath ?? ':memory:' })
    await migrateToLatest(database, options.migrateUpTo)
    return database
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const template = options.migrateUpTo === undefined ? await migratedTemplate() : null
  await adminQuery(template ? `create database ${name} template ${template}` : `create database ${name}`)
  const database = openDatabase({ url: urlOf(name), poolSize: options.poolSize ?? 10 })
  if (!template) await migrateToLatest(database, options.migrateUpTo)
  return {
    ...database,
    async close() {
      await database.close()
      await adminQuery(`drop database if exists ${name} with (force)`)
    },
  }
}

const urlOf = (name: string) => {
  const url = new URL(testPgUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testPgUrl })
  await admin.connect()
  try {
    await admin.query(text)
  } finally {
    await admin.end()
  }
}

/**
 * The migrations' source, hashed: `migrate.ts` and every file it reaches through relative imports
 * (the migrations, and what they import: column helpers, case folding, tokens), so a template is
 * reused only by code that would migrate alike.
 */
function migrationsHash(): string {
  const hash = createHash('sha256')
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = fs.readFileSync(file, 'utf8')
    hash.update(path.basename(file)).update(source)
    for (const [, target] of source.matchAll(/^(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/gm))
      if (target) visit(path.resolve(path.dirname(file), target))
  }
  visit(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrate.ts'))
  return hash.digest('hex').slice(0, 16)
}

/** Any number: the key of the advisory lock under which one test worker builds the template. */
const TEMPLATE_LOCK = 720_451

let template: Promise<string> | undefined

/**
 * The name of a database migrated to the latest, to copy test databases from; built once per set of
 * migrations on this server, by one worker while the others wait. It is built under another name and
 * renamed when complete, so a run stopped half-way leaves no half-migrated template. Connections to
 * it are then refused (a copy needs its template unused).
 *
 * It is not vacuumed: a copy must be what a database the server has just migrated is. Vacuuming
 * the empty tables records them as empty, where a new database's say "never looked at"; the
 * planner then takes them for empty and plans the foreign-key checks' lookups as scans of the whole
 * table, which each connection keeps while the table grows. A purchase's checks of its new journal
 * entry made PostgreSQL's share of a purchase grow from 0.8 to 2 ms within 30 s of buying.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    // `v2`: built without a vacuum (see above); a template of the earlier recipe is not reused.
    const name = `test_template_v2_${migrationsHash()}`
    const admin = new pg.Client({ connectionString: testPgUrl })
    await admin.connect()
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK])
      const found = await admin.query('select 1 from pg_database where datname = $1', [name])
      if (found.rowCount === 0) {
        const building = `test_building_${randomBytes(4).toString('hex')}`
        await admin.query(`create database ${building}`)
        const database = openDatabase({ url: urlOf(building), poolSize: 1 })
        try {
          await migrateToLatest(database)
        } finally {
          await database.close()
        }
        await admin.query(`alter database ${building} rename to ${name}`)
        await admin.query(`alter database ${name} with allow_connections false`)
      }
      return name
    } finally {
      await admin.end()
    }
  })()
  return template
}
