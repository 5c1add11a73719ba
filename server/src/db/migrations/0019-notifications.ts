import { sql, type Kysely } from 'kysely'
import { idColumn, type MigrationDialect } from './columns.ts'

/**
 * The user's notifications (the `notifications` module): a type and its parameters as JSON, never
 * text, so the app writes them in the user's language; `read_at` null while unread. A row is written
 * in the transaction of the event it tells of. Lists and counts read one user's rows newest first,
 * hence (user_id, id).
 *
 * `holdings.due_told` (income's): how many of a holding's earnings the user has been told are due,
 * so the sweep tells of income falling due once, not on every round.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    // A JSON object of numbers (amounts in minor units, ids).
    .addColumn('params', 'varchar(500)', (c) => c.notNull().check(sql`length(params) <= 500`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('notifications_user_id_idx')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute()
  await db.schema
    .alterTable('holdings')
    .addColumn('due_told', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
}
