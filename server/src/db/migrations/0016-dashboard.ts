import { sql, type Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * The operators' dashboard: the day's and the week's money read from journal entries by kind and
 * time (an index for it), and the ledger check's last result, kept when the check runs (one row).
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createIndex('journal_entries_kind_time_idx')
    .on('journal_entries')
    .columns(['kind', 'created_at'])
    .execute()
  await db.schema
    .createTable('ledger_check_last')
    // Always 1: the table holds the newest run only.
    .addColumn('id', 'bigint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('checked_at', 'bigint', (c) => c.notNull())
    .addColumn('ok', 'bigint', (c) => c.notNull())
    // The ids of the invariants that did not hold, comma-separated ('' when all held).
    .addColumn('failed', 'varchar(200)', (c) => c.notNull())
    // The operator who ran it from the console; null when it ran from the command line.
    .addColumn('operator_id', 'bigint', (c) => c.references('operators.id'))
    .execute()
}
