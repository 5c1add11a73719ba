import { sql, type Kysely } from 'kysely'
import { idColumn, type MigrationDialect } from './columns.ts'

/**
 * The double-entry ledger (accounts, journal entries, postings), idempotency keys, products,
 * holdings and their earnings, VIP thresholds. Postings and entries are append-only: triggers refuse
 * any UPDATE or DELETE on them.
 */
/** The outside world and the platform: recharges in, withdrawals out, sales, income paid, rewards, fees. */
const SYSTEM_ACCOUNTS = [
  ['system:world', 'money'],
  ['system:sales', 'money'],
  ['system:income', 'money'],
  ['system:rewards', 'money'],
  ['system:fees', 'money'],
  ['system:points', 'points'],
] as const

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('asset', 'varchar(16)', (c) => c.notNull())
    .addColumn('is_system', 'bigint', (c) => c.notNull())
    // Stored on user accounts only; a system account's balance is the sum of its postings.
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('accounts_user_money_not_negative', sql`is_system = 1 or balance >= 0`)
    .execute()
  for (const [code, asset] of SYSTEM_ACCOUNTS) {
    await sql`insert into accounts (code, user_id, kind, asset, is_system, balance) values (${code}, null, ${code.slice(7)}, ${asset}, 1, 0)`.execute(
      db,
    )
  }
  await db.schema.createIndex('accounts_user_idx').on('accounts').columns(['user_id', 'kind']).execute()

  await db.schema
    .createTable('journal_entries')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('reference', 'varchar(96)', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('actor', 'varchar(64)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('journal_entries_user_kind_idx')
    .on('journal_entries')
    .columns(['user_id', 'kind'])
    .execute()

  await db.schema
    .createTable('postings')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('entry_id', 'bigint', (c) => c.notNull().references('journal_entries.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id'))
    .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint(
      'postings_amount_valid',
      sql`amount <> 0 and amount between -10000000000000 and 10000000000000`,
    )
    .execute()
  await db.schema.createIndex('postings_account_idx').on('postings').columns(['account_id', 'id']).execute()
  await db.schema.createIndex('postings_user_idx').on('postings').columns(['user_id', 'id']).execute()
  await db.schema.createIndex('postings_entry_idx').on('postings').columns(['entry_id']).execute()

  await appendOnly(db, dialect, ['postings', 'journal_entries'])

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('route', 'varchar(96)', (c) => c.notNull())
    .addColumn('idem_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('response_status', 'bigint', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'route', 'idem_key'])
    .execute()

  await db.schema
    .createTable('vip_levels')
    .addColumn('level', 'bigint', (c) => c.primaryKey())
    .addColumn('min_recharge_total', 'bigint', (c) => c.notNull())
    .execute()
  await sql`insert into vip_levels (level, min_recharge_total) values (0, 0)`.execute(db)

  await db.schema
    .createTable('products')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('overview', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('earning_amount', 'bigint', (c) => c.notNull())
    .addColumn('earnings_count', 'bigint', (c) => c.notNull())
    .addColumn('claim_period_seconds', 'bigint', (c) => c.notNull())
    .addColumn('profit_rule', 'varchar(7)', (c) => c.notNull())
    .addColumn('min_vip', 'bigint', (c) => c.notNull())
    .addColumn('purchase_limit', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('featured', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('products_list_idx').on('products').columns(['status', 'sort', 'id']).execute()

  await db.schema
    .createTable('holdings')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('products.id'))
    .addColumn('product_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('earning_amount', 'bigint', (c) => c.notNull())
    .addColumn('earnings_count', 'bigint', (c) => c.notNull())
    .addColumn('claim_period_seconds', 'bigint', (c) => c.notNull())
    .addColumn('profit_rule', 'varchar(7)', (c) => c.notNull())
    .addColumn('min_vip', 'bigint', (c) => c.notNull())
    .addColumn('purchase_limit', 'bigint', (c) => c.notNull())
    .addColumn('pay_wallet', 'varchar(16)', (c) => c.notNull())
    .addColumn('purchased_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('collected_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('collected_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('frozen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('entry_id', 'bigint', (c) => c.notNull().references('journal_entries.id'))
    .addCheckConstraint(
      'holdings_collected_bounded',
      sql`collected_count >= 0 and collected_count <= earnings_count`,
    )
    .execute()
  await db.schema.createIndex('holdings_user_idx').on('holdings').columns(['user_id', 'id']).execute()
  await db.schema
    .createIndex('holdings_user_ends_idx')
    .on('holdings')
    .columns(['user_id', 'ends_at', 'id'])
    .execute()

  await db.schema
    .createTable('holding_earnings')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('holding_id', 'bigint', (c) => c.notNull().references('holdings.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('earning_index', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('collected_at', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'bigint', (c) => c.notNull().references('journal_entries.id'))
    .addUniqueConstraint('holding_earnings_once', ['holding_id', 'earning_index'])
    .execute()
  await db.schema
    .createIndex('holding_earnings_user_idx')
    .on('holding_earnings')
    .columns(['user_id', 'id'])
    .execute()

  // A recharge credits the balance once, only when an operator confirms it.
  await db.schema
    .createTable('recharges')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('membership_number', 'varchar(32)', (c) => c.notNull())
    .addColumn('payer_account', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('channel_id', 'bigint')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('decided_by', 'bigint', (c) => c.references('operators.id'))
    .addColumn('entry_id', 'bigint', (c) => c.references('journal_entries.id'))
    .addCheckConstraint('recharges_amount_positive', sql`amount > 0`)
    .execute()
  await db.schema.createIndex('recharges_user_idx').on('recharges').columns(['user_id', 'id']).execute()
  await db.schema.createIndex('recharges_status_idx').on('recharges').columns(['status', 'id']).execute()

  await db.schema
    .createTable('purchase_counts')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('products.id'))
    .addColumn('purchases', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('purchase_counts_pk', ['user_id', 'product_id'])
    .execute()
}

/** Refuses UPDATE and DELETE on `tables`: history is corrected only by reversing entries. */
async function appendOnly(db: Kysely<unknown>, dialect: MigrationDialect, tables: string[]): Promise<void> {
  if (dialect === 'postgres') {
    await sql`create function refuse_history_change() returns trigger language plpgsql as $$
      begin raise exception 'history is append-only'; end $$`.execute(db)
  }
  for (const table of tables) {
    for (const op of ['update', 'delete']) {
      const name = sql.raw(`${table}_no_${op}`)
      if (dialect === 'sqlite') {
        await sql`create trigger ${name} before ${sql.raw(op)} on ${sql.table(table)}
          begin select raise(abort, 'history is append-only'); end`.execute(db)
      } else {
        await sql`create trigger ${name} before ${sql.raw(op)} on ${sql.table(table)}
          for each row execute function refuse_history_change()`.execute(db)
      }
    }
  }
}
