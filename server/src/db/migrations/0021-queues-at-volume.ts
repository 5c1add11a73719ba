import type { Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * The console's queues at volume (decision 0036) read one status in age order, keyset-paged on
 * (created_at, id), narrowed by a date range, an amount, a user or a reference. The indexes there
 * were, (status, id) and (user, id), ordered by id alone, so a date range or an amount read every
 * row of the status. Now:
 * - (status, created_at, id): a tab in either order, a date range as a range of it, the cursor as a
 *   seek; and the tab counts;
 * - (status, amount, created_at, id): an amount search in the same order;
 * - (user_id, created_at, id): one user's rows (a user page's link), any status;
 * - the references an operator searches by exactly: the bank's, and what the user entered.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  for (const table of ['recharges', 'withdrawals']) {
    await db.schema
      .createIndex(`${table}_status_created_idx`)
      .on(table)
      .columns(['status', 'created_at', 'id'])
      .execute()
    await db.schema
      .createIndex(`${table}_status_amount_idx`)
      .on(table)
      .columns(['status', 'amount', 'created_at', 'id'])
      .execute()
    await db.schema
      .createIndex(`${table}_user_created_idx`)
      .on(table)
      .columns(['user_id', 'created_at', 'id'])
      .execute()
    await db.schema.createIndex(`${table}_reference_idx`).on(table).column('external_reference').execute()
  }
  await db.schema.createIndex('recharges_payer_idx').on('recharges').column('payer_account').execute()
  await db.schema
    .createIndex('recharges_membership_idx')
    .on('recharges')
    .column('membership_number')
    .execute()
  await db.schema.createIndex('withdrawals_account_idx').on('withdrawals').column('account_number').execute()
}
