import { setTimeout as delay } from 'node:timers/promises'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database, Dialect } from './database.ts'
import type { DB } from './schema.ts'

/** A query builder bound to one open transaction. */
export type Tx = Kysely<DB>

const RETRYABLE_PG = new Set(['40001', '40P01'])
const MAX_ATTEMPTS = 5

/** Told of each retry (the metrics listen); the database layer imports nothing above itself. */
let retryListener: (dialect: Dialect) => void = () => {}

/** Names who is told each time a transaction runs again after a serialization failure or deadlock. */
export function onTransactionRetry(listener: (dialect: Dialect) => void): void {
  retryListener = listener
}

/** How a transaction is run, besides its work. */
export interface TransactionOptions {
  /**
   * PostgreSQL plans the transaction's prepared statements once per connection, for any values
   * (`plan_cache_mode = force_generic_plan`), instead of choosing between that plan and one made
   * for each call's values. Asked for by a batch whose statement the planner, without a table's
   * statistics, would plan again for every batch, which costs more than running it (decision 0088).
   * Only for statements whose generic plan is good: the setting holds for every statement of the
   * transaction.
   */
  genericPlans?: boolean
}

/**
 * Runs `work` in one write transaction and commits, or rolls everything back on any error.
 * SQLite: `BEGIN IMMEDIATE` takes the write lock up front (a deferred read-then-write transaction
 * can fail with BUSY whatever the timeout). PostgreSQL: serialization failures and deadlocks are
 * retried. `work` must use only the `tx` it is given.
 */
export async function inTransaction<T>(
  database: Database,
  work: (tx: Tx) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (database.dialect === 'sqlite')
    return withAfterCommit((tracked) => begunWith(database.db, SQLITE_BEGIN, tracked), work)
  const run = options.genericPlans
    ? (tracked: (tx: Tx) => Promise<T>) => begunWith(database.db, BEGIN_ON_GENERIC_PLANS, tracked)
    : (tracked: (tx: Tx) => Promise<T>) => database.db.transaction().execute(tracked)
  for (let attempt = 1; ; attempt++) {
    try {
      return await withAfterCommit(run, work)
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error
      retryListener(database.dialect)
      // A moment's random pause, longer each time, so the same two do not meet again at once.
      await delay(Math.random() * 10 * attempt)
    }
  }
}

/** What runs once a transaction commits, by the transaction's query builder. */
const committed = new WeakMap<Tx, (() => void)[]>()

/**
 * Runs `then` once the transaction `tx` (opened by `inTransaction`) has committed, and never if it
 * rolls back: what a step tells the outside world (a live push) must not get ahead of its rows. A
 * `tx` that `inTransaction` did not open runs nothing.
 */
export function afterCommit(tx: Tx, then: () => void): void {
  committed.get(tx)?.push(then)
}

/** How many `afterCommit` steps `tx` holds: taken before a savepoint (see `dropAfterCommitSince`). */
export function afterCommitMark(tx: Tx): number {
  return committed.get(tx)?.length ?? 0
}

/** Forgets the `afterCommit` steps told since `mark`: their savepoint was rolled back. */
export function dropAfterCommitSince(tx: Tx, mark: number): void {
  committed.get(tx)?.splice(mark)
}

async function withAfterCommit<T>(
  run: (work: (tx: Tx) => Promise<T>) => Promise<T>,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const pending: (() => void)[] = []
  const result = await run((tx) => {
    committed.set(tx, pending)
    return work(tx)
  })
  for (const then of pending) {
    try {
      then()
    } catch {
      // The transaction committed; a push that failed is caught up by the client's next read.
    }
  }
  return result
}

/** A PostgreSQL serialization failure or deadlock: the transaction may run again and succeed. */
export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && RETRYABLE_PG.has(code)
}

/**
 * `work` in a transaction opened by `begin` on one connection: committed, or rolled back on any
 * error. SQLite's is `BEGIN IMMEDIATE`; PostgreSQL's on generic plans sets `plan_cache_mode` in
 * the same message as `begin` (see `TransactionOptions`), so it costs no round trip more than a
 * plain transaction's, and `set local` ends with the transaction.
 */
function begunWith<T>(db: Kysely<DB>, begin: RawBuilder<unknown>, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await begin.execute(conn)
    try {
      const result = await work(conn)
      await sql`commit`.execute(conn)
      return result
    } catch (error) {
      await sql`rollback`.execute(conn)
      throw error
    }
  })
}

const SQLITE_BEGIN = sql`begin immediate`
const BEGIN_ON_GENERIC_PLANS = sql`begin; set local plan_cache_mode = force_generic_plan`

/**
 * Runs `work` on one consistent snapshot of the database, writing nothing: every query in it sees
 * the same moment, whatever commits meanwhile. PostgreSQL: a read-only repeatable-read
 * transaction. SQLite: a deferred transaction, whose first read fixes the snapshot (WAL).
 */
export async function onSnapshot<T>(database: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (database.dialect === 'postgres')
    return database.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(work)
  return database.db.connection().execute(async (conn) => {
    await sql`begin`.execute(conn)
    try {
      return await work(conn)
    } finally {
      await sql`rollback`.execute(conn)
    }
  })
}

/**
 * SQLite's extended result codes for the constraint failures the services answer: `node:sqlite`
 * throws them as `errcode` (its `code` is `ERR_SQLITE_ERROR` for every failure).
 */
const SQLITE_CONSTRAINT = { check: 275, primaryKey: 1555, trigger: 1811, unique: 2067 } as const

/** The error's code on PostgreSQL (an SQLSTATE) or SQLite (an extended result code). */
function codeOf(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined
  const { code, errcode } = error as { code?: unknown; errcode?: unknown }
  return code === 'ERR_SQLITE_ERROR' ? errcode : code
}

/** True when `error` is a unique-constraint violation on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error)
  return code === '23505' || code === SQLITE_CONSTRAINT.unique || code === SQLITE_CONSTRAINT.primaryKey
}

/**
 * True when `error` is a CHECK constraint violation on either dialect (on SQLite also a trigger
 * that refuses a row in a constraint's place).
 */
export function isCheckViolation(error: unknown): boolean {
  const code = codeOf(error)
  return code === '23514' || code === SQLITE_CONSTRAINT.check || code === SQLITE_CONSTRAINT.trigger
}
