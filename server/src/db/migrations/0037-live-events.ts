import type { Kysely } from 'kysely'
import { idColumn, type MigrationDialect } from './columns.ts'

/**
 * The live events' outbox (decision 0072): an event a transaction produces for the sockets (a chat
 * message, a notification) is a row written in that transaction, and a relay publishes it to every
 * server process after the commit, then deletes it. Nothing is sent from inside the transaction, so
 * a money transaction never waits on, nor fails because of, the fan-out. Rows live seconds; the
 * relay reads them in id order.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('live_events')
    .addColumn('id', ...idColumn(dialect))
    // The fan-out channel: `chat` or `notifications`.
    .addColumn('channel', 'varchar(40)', (c) => c.notNull())
    // The event as JSON.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
}
