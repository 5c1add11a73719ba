import { sql, type Kysely } from 'kysely'
import { createIndexConcurrently, type MigrationDialect } from './columns.ts'

/**
 * A user's postings are read by user (the activity feed by entry, the console's statement by id),
 * and every money move writes a posting on a system account too, which has no user. Those were in
 * both per-user indexes under a null user, two index writes per move that no read ever used, all on
 * the same last page of each index. The indexes now hold only postings that have a user: every read
 * of them names its user (`user_id = …`), which both databases take as proof of the index's
 * condition (decision 0086). Built `CONCURRENTLY` on PostgreSQL, each before its old one goes:
 * money keeps moving and the reads keep an index.
 */
export const transaction = false

const REBUILT = [
  { name: 'postings_of_user_idx', columns: sql`(user_id, id)`, replaces: 'postings_user_idx' },
  {
    name: 'postings_of_user_by_entry_idx',
    columns: sql`(user_id, entry_id)`,
    replaces: 'postings_user_entry_idx',
  },
]

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  for (const { name, columns, replaces } of REBUILT) {
    await createIndexConcurrently(db, dialect, name, sql`ON postings ${columns} WHERE user_id IS NOT NULL`)
    await (
      dialect === 'sqlite'
        ? sql`DROP INDEX IF EXISTS ${sql.id(replaces)}`
        : sql`DROP INDEX CONCURRENTLY IF EXISTS ${sql.id(replaces)}`
    ).execute(db)
  }
}
