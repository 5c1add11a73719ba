import { sql } from 'kysely'
import { openDatabase, type Database } from './database.ts'
import { migrateToLatest } from './migrate.ts'
import { APPEND_ONLY_TABLES } from './migrations/0034-one-phone-form-and-no-truncate.ts'

/**
 * The server's own database role on PostgreSQL, apart from the schema's owner (decision 0065). The
 * owner (`MIGRATION_DATABASE_URL`) creates and changes tables; the role the server runs as
 * (`DATABASE_URL`) owns nothing and is granted only rows: it reads and writes them, adds to the
 * history tables without changing or deleting what is there, and can neither truncate, alter nor
 * drop a table. A stolen app connection or an injected statement then meets the database's own
 * refusal, under the append-only triggers.
 */

/**
 * Brings the schema up to date: as its owner when `ownerUrl` is given (and the owner then grants
 * `database`'s role its rows), else as `database`'s own role. A role that may not change the schema
 * finds a current one unchanged; a schema behind this version stops with what to run.
 */
export async function migrateSchema(database: Database, ownerUrl: string | undefined): Promise<void> {
  if (ownerUrl) {
    const owner = openDatabase({ url: ownerUrl, poolSize: 1 })
    try {
      await migrateToLatest(owner)
      await grantAppRole(owner, await roleOf(database))
    } finally {
      await owner.close()
    }
    return
  }
  try {
    await migrateToLatest(database)
  } catch (error) {
    if (!isPermissionDenied(error)) throw error
    throw new Error(
      "The schema is behind this version and DATABASE_URL's role may not change it: run `npm run migrate` with MIGRATION_DATABASE_URL (the schema's owner) first, or give the server MIGRATION_DATABASE_URL",
      { cause: error },
    )
  }
}

/** PostgreSQL's insufficient_privilege, however deep the migrator wrapped it. */
function isPermissionDenied(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '42501') return true
  }
  return false
}

/** The migration bookkeeping the server only reads (to know the schema is current). */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock']

/**
 * Gives `role` what the server needs on every table and sequence of the owner's current schema,
 * and takes back what it must not have: run by the owner after each migration, so a table a
 * migration added is covered. Idempotent.
 */
export async function grantAppRole(owner: Database, role: string): Promise<void> {
  const grantee = sql.id(role)
  const schema = sql.id((await currentSchema(owner)) ?? 'public')
  await owner.db.transaction().execute(async (tx) => {
    await sql`grant usage on schema ${schema} to ${grantee}`.execute(tx)
    await sql`grant select, insert, update, delete on all tables in schema ${schema} to ${grantee}`.execute(
      tx,
    )
    await sql`grant usage, select on all sequences in schema ${schema} to ${grantee}`.execute(tx)
    for (const table of APPEND_ONLY_TABLES)
      await sql`revoke update, delete, truncate on ${sql.table(table)} from ${grantee}`.execute(tx)
    for (const table of MIGRATION_TABLES)
      await sql`revoke insert, update, delete, truncate on ${sql.table(table)} from ${grantee}`.execute(tx)
  })
}

async function currentSchema(database: Database): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    database.db,
  )
  return rows[0]?.schema ?? undefined
}

/** The connection's role name (the user of a `postgres://` URL, or the session's role). */
export async function roleOf(database: Database): Promise<string> {
  const { rows } = await sql<{ role: string }>`select current_user as role`.execute(database.db)
  const role = rows[0]?.role
  if (!role) throw new Error('the database did not name the connection’s role')
  return role
}

/**
 * What the server's role could do beyond rows, if anything: a superuser, or the owner of a table
 * of its schema (which may truncate, alter or drop it whatever the triggers say). Empty for a role
 * that owns nothing.
 */
export async function schemaPowersOf(database: Database): Promise<string[]> {
  if (database.dialect !== 'postgres') return []
  const { rows } = await sql<{ superuser: boolean; owned: string | null }>`
    select r.rolsuper as superuser,
      (select string_agg(t.tablename, ', ' order by t.tablename) from pg_tables t
        where t.schemaname = current_schema() and t.tableowner = current_user) as owned
    from pg_roles r where r.rolname = current_user`.execute(database.db)
  const row = rows[0]
  const powers: string[] = []
  if (row?.superuser) powers.push('is a superuser')
  if (row?.owned)
    powers.push(`owns the tables ${row.owned.length > 80 ? `${row.owned.slice(0, 80)}…` : row.owned}`)
  return powers
}
