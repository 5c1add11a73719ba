import type { Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * Earning records list a user's receipts (the earnings one ledger entry paid), newest first, and the
 * portfolio splits the receipts of its days into money back and profit (decision 0053): both group
 * a user's earnings by entry. With (user, entry) a page reads the user's newest receipts in entry
 * order and stops at the page's end, however many earnings a plan paying every two minutes left.
 * The (user, id) index served only the old list of one row per earning, so it goes: a receipt still
 * writes one index entry per earning, as before.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createIndex('holding_earnings_user_entry_idx')
    .on('holding_earnings')
    .columns(['user_id', 'entry_id'])
    .execute()
  await db.schema.dropIndex('holding_earnings_user_idx').execute()
}
