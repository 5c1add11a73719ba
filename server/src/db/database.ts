import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import { IntegerResultPlugin } from './int-plugin.ts'
import type { DB } from './schema.ts'

export type Dialect = 'sqlite' | 'postgres'

/** One open database: the query builder, which dialect it speaks, and how to close it. */
export interface Database {
  db: Kysely<DB>
  dialect: Dialect
  /** The connection URL, for PostgreSQL. */
  url?: string
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** `postgres://…` for PostgreSQL; otherwise SQLite at `sqlitePath`. */
  url?: string | undefined
  sqlitePath?: string
  poolSize?: number
}

// int8 (OID 20) arrives as BigInt instead of a string; IntegerResultPlugin narrows it exactly.
pg.types.setTypeParser(20, (text) => BigInt(text))

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url))
    return openPostgres(options.url, options.poolSize ?? 10)
  return openSqlite(options.sqlitePath ?? ':memory:')
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined)
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new IntegerResultPlugin()] })
  return { db, dialect: 'postgres', url, close: () => db.destroy() }
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.defaultSafeIntegers(true)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new IntegerResultPlugin()],
  })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}

/** True when the database answers a trivial query (the readiness check). */
export async function isDatabaseReady(database: Pick<Database, 'db'>): Promise<boolean> {
  try {
    await sql`select 1`.execute(database.db)
    return true
  } catch {
    return false
  }
}
