import { sql, type Kysely } from 'kysely'
import { createIndexConcurrently, type MigrationDialect } from './columns.ts'

/**
 * A user's postings are read by user (the activity feed by entry, the console's statement by id),
 * and every money move writes a posting on a system account too, which has no user. Those were in
 * both per-user indexes under a null user, two index writes per move that no read ever used, all on
 * the same last page of each index. The indexes now hold only postings that have a user: every read
 * of them names its user (`user_id = …`), which both databases take as proof of the index's
 * condition. Built `CONCURRENTLY` on PostgreSQL, each before its old one goes: money keeps moving.
 */
export const transaction = false

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await createIndexConcurrently(
    db,
    dialect,
    'postings_of_user_idx',
    sql`ON postings (user_id, id) WHERE user_id IS NOT NULL`,
  )
  await dropIndex(db, dialect, 'postings_user_idx')
  await createIndexConcurrently(
    db,
    dialect,
    'postings_of_user_by_entry_idx',
    sql`ON postings (user_id, entry_id) WHERE user_id IS NOT NULL`,
  )
  await dropIndex(db, dialect, 'postings_user_entry_idx')
}

const dropIndex = (db: Kysely<unknown>, dialect: MigrationDialect, name: string) =>
  (dialect === 'sqlite'
    ? sql`DROP INDEX IF EXISTS ${sql.id(name)}`
    : sql`DROP INDEX CONCURRENTLY IF EXISTS ${sql.id(name)}`
  ).execute(db)
