import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite'
import pg from 'pg'
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely'
import { IntegerResultPlugin } from './int-plugin.ts'
import type { DB } from './schema.ts'

export type Dialect = 'sqlite' | 'postgres'

/** One open database: the query builder, which dialect it speaks, and how to close it. */
export interface Database {
  db: Kysely<DB>
  dialect: Dialect
  /** The connection URL, for PostgreSQL. */
  url?: string
  /**
   * Which database this is, for what processes share outside it (the live events' channels on
   * Redis): PostgreSQL's host, port and database name; SQLite's file, or a name of its own for a
   * database in memory, which no other process can open. Never the credentials.
   */
  name: string
  /** The pool's connections now, on PostgreSQL (for `/metrics`); SQLite has one connection and no pool. */
  pool?: () => PoolState
  close(): Promise<void>
}

/** A pool's connections: open in all, idle among them, and queries waiting for one. */
export interface PoolState {
  total: number
  idle: number
  waiting: number
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

/**
 * No statement runs longer than this, and no transaction sits idle longer than the next: a runaway
 * query or a stuck request cannot hold a connection and its locks for ever.
 */
export const STATEMENT_TIMEOUT_MS = 30_000
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000

/** The mark that names a statement for `PreparingClient`: `/* prepared:<name> *\/` anywhere in it. */
const PREPARED = /\/\* prepared:([a-z0-9-]+) \*\//

/**
 * A PostgreSQL connection that prepares the statements marked `prepared:<name>` once, under that
 * name, and from then on only binds and runs them: the server parses and plans a long statement (the
 * one-statement purchase) once per connection instead of on every call. A name must always carry
 * the same text; the marks are written in the repos, next to their statements.
 */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args
    const name = typeof text === 'string' && Array.isArray(values) ? PREPARED.exec(text)?.[1] : undefined
    const call = super.query as (...a: unknown[]) => never
    return name ? call.call(this, { name, text, values }) : call.apply(this, args)
  }
}

/**
 * Whether `db` speaks PostgreSQL, told by its adapter: a repo is given only a query builder (the
 * caller's transaction), not the database it came from.
 */
export const speaksPostgres = (db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * The mark `PreparingClient` prepares a statement by: at the start of a raw statement, or at the
 * end of a built one (`.modifyEnd(prepared(…))`). SQLite reads it as a comment.
 */
export const prepared = (name: string) => sql.raw(` /* prepared:${name} */ `)

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString: url,
    max: poolSize,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  })
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined)
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new IntegerResultPlugin()] })
  const state = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })
  return { db, dialect: 'postgres', url, name: postgresName(url), pool: state, close: () => db.destroy() }
}

/** How long a statement waits for another connection's lock on the file before failing with BUSY. */
const SQLITE_BUSY_TIMEOUT_MS = 5000

function openSqlite(file: string): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  // readBigInts: every integer arrives as BigInt, never rounded; IntegerResultPlugin narrows it.
  const sqlite = new DatabaseSync(file, { readBigInts: true, timeout: SQLITE_BUSY_TIMEOUT_MS })
  // temp_store in memory: a group commit gives each request a savepoint, and SQLite keeps what a
  // savepoint would undo in a temporary file otherwise, created, written page by page and deleted
  // for every batch (bench/LOG.md, "SQLite's savepoints in memory"). cache_size: 16 MB of pages
  // instead of the 2 MB Node's SQLite is built with (decision 0080).
  sqlite.exec(
    'pragma journal_mode = WAL; pragma synchronous = FULL; pragma foreign_keys = ON; pragma temp_store = MEMORY; pragma cache_size = -16000',
  )
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new IntegerResultPlugin()],
  })
  const name = file === ':memory:' ? `memory-${randomUUID()}` : path.resolve(file)
  return { db, dialect: 'sqlite', name, close: () => db.destroy() }
}

/** A PostgreSQL database's name for `Database.name`: host, port and database, without credentials. */
function postgresName(url: string): string {
  const { hostname, port, pathname } = new URL(url)
  return `${hostname}:${port || '5432'}/${decodeURIComponent(pathname.slice(1))}`
}

const STATEMENT_CACHE_LIMIT = 2000

/**
 * The connection as Kysely's SQLite driver calls it, preparing each SQL text once and keeping the
 * statement for the life of the connection: queries are parameterised, so the texts are the code's
 * query shapes, a bounded set, and none is compiled twice.
 */
function withStatementCache(sqlite: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>()
  return {
    close: () => sqlite.close(),
    prepare(text: string): SqliteStatement {
      const known = statements.get(text)
      if (known) return known
      const statement = forKysely(sqlite.prepare(text))
      if (statements.size < STATEMENT_CACHE_LIMIT) statements.set(text, statement)
      return statement
    },
  }
}

/**
 * A `node:sqlite` statement in the shape Kysely's driver expects: parameters as one array, and
 * `reader` true when the statement returns rows (a select, or a write with `returning`).
 */
function forKysely(statement: StatementSync): SqliteStatement {
  const values = (parameters: readonly unknown[]) => parameters as SQLInputValue[]
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...values(parameters)),
    run: (parameters) => statement.run(...values(parameters)),
    iterate: (parameters) => statement.iterate(...values(parameters)),
  }
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
