import { sql, type Kysely } from 'kysely'
import type { OperatorRole } from '@app/contracts'
import type { Dialect } from '../../db/database.ts'
import type { DB } from '../../db/schema.ts'

const columns = ['id', 'username', 'role', 'disabled', 'created_at'] as const

/** An operator as stored, without the password hash. */
export interface OperatorRow {
  id: number
  username: string
  role: string
  disabled: number
  created_at: number
}

export function listOperators(db: Kysely<DB>) {
  return db.selectFrom('operators').select(columns).orderBy('id').execute()
}

export function findOperatorById(db: Kysely<DB>, id: number) {
  return db.selectFrom('operators').select(columns).where('id', '=', id).executeTakeFirst()
}

export function findOperatorsByIds(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('operators').select(columns).where('id', 'in', ids).execute()
}

export function findOperatorByUsername(db: Kysely<DB>, username: string) {
  return db
    .selectFrom('operators')
    .select([...columns, 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirst()
}

/**
 * Inside a transaction: whether no operator exists yet, holding that answer until the transaction
 * ends. On PostgreSQL a transaction-scoped advisory lock makes a second process wait and then see
 * the first one's operator; SQLite's write transaction holds the one write lock already.
 */
export async function noOperatorYet(tx: Kysely<DB>, dialect: Dialect): Promise<boolean> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('first operator'))`.execute(tx)
  return (await countOperators(tx)) === 0
}

export async function countOperators(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * Counts the active admins under a lock on their rows (a no-op update: a row lock on PostgreSQL,
 * the writer's lock on SQLite), so two admins disabling each other at once cannot both pass the
 * last-admin check: the second waits, then counts what the first left.
 */
export async function countActiveAdminsLocked(db: Kysely<DB>): Promise<number> {
  await db
    .updateTable('operators')
    .set({ role: sql`role` })
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .execute()
  return countActiveAdmins(db)
}

export async function countActiveAdmins(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertOperator(
  db: Kysely<DB>,
  op: { username: string; passwordHash: string; role: OperatorRole; now: number },
): Promise<number> {
  const row = await db
    .insertInto('operators')
    .values({
      username: op.username,
      password_hash: op.passwordHash,
      role: op.role,
      disabled: 0,
      created_at: op.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateOperator(
  db: Kysely<DB>,
  id: number,
  changes: { role?: OperatorRole; disabled?: number; password_hash?: string },
): Promise<void> {
  await db.updateTable('operators').set(changes).where('id', '=', id).execute()
}
