import { sql, type Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/** The history tables whose rows are never changed or deleted (0002, 0007, 0022). */
export const APPEND_ONLY_TABLES = ['journal_entries', 'postings', 'audit_log', 'receipt_account_changes']

/**
 * Phones in one form, and no TRUNCATE of history.
 *
 * A phone is kept as its digits without a leading `+` or trunk `0`s (the contracts' `canonicalPhone`),
 * so `+5550100001`, `05550100001` and `5550100001` name one account. Stored phones take that form
 * here, except one whose form another account already has: both stay as they were (neither is
 * merged into the other by a migration) and the second no longer signs in by phone until an
 * operator settles it.
 *
 * On PostgreSQL the append-only triggers fire per row, so TRUNCATE passed them; a statement
 * trigger now refuses it on every history table. SQLite has no TRUNCATE (its `DELETE` without a
 * WHERE still meets the row triggers).
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  const canonical = (table: string) => sql`ltrim(ltrim(${sql.ref(`${table}.phone`)}, '+'), '0')`
  // Only where no other account shares the form (a row already in it, or another that would take it).
  await sql`update users set phone = ${canonical('users')}
    where phone <> ${canonical('users')}
      and length(${canonical('users')}) >= 6
      and not exists (select 1 from users other
        where other.id <> users.id and ${canonical('other')} = ${canonical('users')})`.execute(db)
  if (dialect !== 'postgres') return
  for (const table of APPEND_ONLY_TABLES) {
    // refuse_history_change() was created with the ledger's triggers (0002).
    await sql`create trigger ${sql.raw(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
      for each statement execute function refuse_history_change()`.execute(db)
  }
}
