import { randomBytes } from 'node:crypto'
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

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')
}

/** The dialects to run database tests on: SQLite always, PostgreSQL when a server is there. */
export async function testDialects(): Promise<Dialect[]> {
  return (await postgresAvailable()) ? ['sqlite', 'postgres'] : ['sqlite']
}

/**
 * A fresh, migrated (up to `migrateUpTo` when given), empty database of `dialect`: an in-memory SQLite, or a new PostgreSQL database
 * that is dropped on close.
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
  const admin = new pg.Client({ connectionString: testPgUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(testPgUrl)
  url.pathname = `/${name}`
  const database = openDatabase({ url: url.toString(), poolSize: options.poolSize ?? 10 })
  await migrateToLatest(database, options.migrateUpTo)
  return {
    ...database,
    async close() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: testPgUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}
