import type { Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * The activity feed pages a user's journal entries, newest first, from the postings of the user's
 * accounts grouped by entry. With (user, entry) the page reads the user's newest postings in entry
 * order and stops at the page's end, however long the history.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createIndex('postings_user_entry_idx')
    .on('postings')
    .columns(['user_id', 'entry_id'])
    .execute()
}
