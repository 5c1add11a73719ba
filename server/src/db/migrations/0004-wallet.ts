import { sql, type Kysely } from 'kysely'
import { idColumn, type MigrationDialect } from './columns.ts'

/**
 * Wallet flows: payment channels and amount presets, money settings (fees, limits, expiries,
 * invitation reward), receipt accounts, withdrawals, point records, redemption codes.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('payment_channels')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('company_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('company_number', 'varchar(64)', (c) => c.notNull())
    .addColumn('enabled', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('amount_presets')
    .addColumn('amount', 'bigint', (c) => c.primaryKey())
    .execute()

  // One row of operator-set money rules. Defaults: 30-minute recharges, 2 % withdrawal fee,
  // withdrawals of 10.00 to 50,000.00, three a day, expiring after 72 hours; 100 points per invitee.
  await db.schema
    .createTable('money_settings')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('recharge_expiry_minutes', 'bigint', (c) => c.notNull())
    .addColumn('withdraw_fee_bp', 'bigint', (c) => c.notNull())
    .addColumn('withdraw_min', 'bigint', (c) => c.notNull())
    .addColumn('withdraw_max', 'bigint', (c) => c.notNull())
    .addColumn('withdraw_daily_count', 'bigint', (c) => c.notNull())
    .addColumn('withdraw_expiry_hours', 'bigint', (c) => c.notNull())
    .addColumn('invite_reward_points', 'bigint', (c) => c.notNull())
    .execute()
  await sql`insert into money_settings values (1, 30, 200, 1000, 5000000, 3, 72, 100)`.execute(db)

  await db.schema
    .createTable('receipt_accounts')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
    .addColumn('account_number', 'varchar(10)', (c) => c.notNull())
    .addColumn('receiver_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('method', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('wallet', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee_bp', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('account_number', 'varchar(10)', (c) => c.notNull())
    .addColumn('receiver_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('method', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'bigint', (c) => c.references('operators.id'))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('hold_entry_id', 'bigint', (c) => c.notNull().references('journal_entries.id'))
    .addColumn('settle_entry_id', 'bigint', (c) => c.references('journal_entries.id'))
    .addCheckConstraint('withdrawals_amounts_valid', sql`amount > 0 and fee >= 0 and fee < amount`)
    .execute()
  await db.schema.createIndex('withdrawals_user_idx').on('withdrawals').columns(['user_id', 'id']).execute()
  await db.schema.createIndex('withdrawals_status_idx').on('withdrawals').columns(['status', 'id']).execute()

  // Withdrawals per user per UTC day, counted with a conditional upsert so parallel requests
  // cannot pass the daily limit.
  await db.schema
    .createTable('withdraw_day_counts')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('withdrawals', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('withdraw_day_counts_pk', ['user_id', 'day'])
    .execute()

  await db.schema
    .createTable('point_records')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reference', 'varchar(96)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .addColumn('entry_id', 'bigint', (c) => c.references('journal_entries.id'))
    .execute()
  await db.schema
    .createIndex('point_records_user_idx')
    .on('point_records')
    .columns(['user_id', 'id'])
    .execute()

  await db.schema
    .createTable('redemption_codes')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('reward', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('max_uses', 'bigint', (c) => c.notNull())
    .addColumn('uses', 'bigint', (c) => c.notNull())
    .addColumn('per_user_limit', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('note', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_by', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('redemption_codes_uses_bounded', sql`uses >= 0 and uses <= max_uses and amount > 0`)
    .execute()

  await db.schema
    .createTable('redemption_user_counts')
    .addColumn('code', 'varchar(32)', (c) => c.notNull().references('redemption_codes.code'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('uses', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('redemption_user_counts_pk', ['code', 'user_id'])
    .execute()
}
