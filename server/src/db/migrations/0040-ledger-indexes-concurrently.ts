import { sql, type Kysely } from 'kysely'
import { createIndexConcurrently, type MigrationDialect } from './columns.ts'

/**
 * The indexes the user-scoped ledger reads need (decision 0074), built `CONCURRENTLY` on
 * PostgreSQL so money keeps moving while they build (decision 0077): a user's entries by id (the
 * console's ledger of one user, newest first), and a user's entries of a kind by time (income of
 * the last days), which serves (user, kind) too, so that index goes, also without blocking.
 */
export const transaction = false

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await createIndexConcurrently(
    db,
    dialect,
    'journal_entries_user_id_idx',
    sql`ON journal_entries (user_id, id)`,
  )
  await createIndexConcurrently(
    db,
    dialect,
    'journal_entries_user_kind_time_idx',
    sql`ON journal_entries (user_id, kind, created_at)`,
  )
  await (
    dialect === 'sqlite'
      ? sql`DROP INDEX IF EXISTS journal_entries_user_kind_idx`
      : sql`DROP INDEX CONCURRENTLY IF EXISTS journal_entries_user_kind_idx`
  ).execute(db)
}
