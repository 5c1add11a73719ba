import { sql, type Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * Each user's unread notification count, kept by the writes that change it (the `notifications`
 * module's), so the count every new notification carries costs one row, not a count over the
 * user's history: a user who never reads would otherwise make each recharge confirmation, payout
 * and reply slower. Filled from the rows there are.
 *
 * The unread rows by (user, type), in a partial index: "is one of this type still unread" and
 * "mark these read" read only the unread few, not every notification the user ever had.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('notification_unread')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('unread', 'bigint', (c) => c.notNull().check(sql`unread >= 0`))
    .execute()
  await sql`INSERT INTO notification_unread (user_id, unread)
    SELECT user_id, count(*) FROM notifications WHERE read_at IS NULL GROUP BY user_id`.execute(db)
  await sql`CREATE INDEX notifications_unread_idx ON notifications (user_id, type) WHERE read_at IS NULL`.execute(
    db,
  )
}
