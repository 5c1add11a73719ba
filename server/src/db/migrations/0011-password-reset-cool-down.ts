import type { Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * When a user's password was last reset with a one-time code: withdrawals wait out the same
 * cool-down after it as after a change of the receipt account.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  // Null until the first reset; a password change by the signed-in user leaves it as it is.
  await db.schema.alterTable('users').addColumn('password_reset_at', 'bigint').execute()
}
