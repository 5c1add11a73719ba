import type { Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * Step-up for money leaving: when the receipt account was last changed to another destination
 * (withdrawals wait out a cool-down after it), and that time copied onto each withdrawal for
 * finance to see in the queue.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  // Null until the account is changed after it was first set.
  await db.schema.alterTable('receipt_accounts').addColumn('changed_at', 'bigint').execute()
  await db.schema.alterTable('withdrawals').addColumn('receipt_changed_at', 'bigint').execute()
}
