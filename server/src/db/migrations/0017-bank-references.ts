import type { Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * The bank's transaction id an operator enters when confirming a recharge or completing a
 * withdrawal, kept with the decision; and the one given with a request for a second operator's
 * approval, so the approval stores the first operator's reference. Null on rows decided before.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  // One column per statement: SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('recharges').addColumn('external_reference', 'text').execute()
  await db.schema.alterTable('withdrawals').addColumn('external_reference', 'text').execute()
  await db.schema.alterTable('money_approvals').addColumn('external_reference', 'text').execute()
}
