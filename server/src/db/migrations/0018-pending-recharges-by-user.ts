import type { Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * A new recharge request counts the user's live pending ones (at most five may wait). The indexes
 * there were, (user, id) and (status, id), made that count read either every recharge the user
 * ever made or every pending recharge of every user (SQLite chose the second): the cost of a
 * request grew with the history or with the queue. With (user, status, expiry) it reads the
 * user's pending ones alone.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createIndex('recharges_user_pending_idx')
    .on('recharges')
    .columns(['user_id', 'status', 'expires_at'])
    .execute()
}
