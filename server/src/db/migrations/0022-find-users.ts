import { sql, type Kysely } from 'kysely'
import { idColumn, type MigrationDialect } from './columns.ts'

/**
 * The console finds a user by phone, nickname, member number (the id) or invitation code, each
 * as an exact match or a prefix, read as a range over an index. SQLite compares text byte by byte,
 * so the unique indexes on phone and code serve their ranges and nickname gets one. PostgreSQL
 * compares by the database's collation, where a range need not be a prefix; its indexes are in the
 * "C" collation the searches use. The receipt account's history starts here: every save writes the
 * account as saved (append-only); the account each user has now is its first line. A session keeps
 * the address it was signed in from (null for sessions made before).
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`create index users_phone_prefix_idx on users (phone collate "C", id)`.execute(db)
    await sql`create index users_code_prefix_idx on users (invitation_code collate "C", id)`.execute(db)
    await sql`create index users_nickname_prefix_idx on users (nickname collate "C", id)`.execute(db)
  } else {
    await db.schema.createIndex('users_nickname_prefix_idx').on('users').columns(['nickname', 'id']).execute()
  }

  await db.schema.alterTable('sessions').addColumn('ip', 'varchar(64)').execute()

  await db.schema
    .createTable('receipt_account_changes')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('account_number', 'varchar(32)', (c) => c.notNull())
    .addColumn('receiver_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('method', 'varchar(64)', (c) => c.notNull())
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('receipt_account_changes_user_idx')
    .on('receipt_account_changes')
    .columns(['user_id', 'id'])
    .execute()
  await sql`insert into receipt_account_changes (user_id, account_number, receiver_name, method, saved_at)
    select user_id, account_number, receiver_name, method, updated_at from receipt_accounts order by user_id`.execute(
    db,
  )
  // Append-only like the ledger (the PostgreSQL function `refuse_history_change` is 0002's).
  for (const op of ['update', 'delete']) {
    const name = sql.raw(`receipt_account_changes_no_${op}`)
    if (dialect === 'sqlite') {
      await sql`create trigger ${name} before ${sql.raw(op)} on receipt_account_changes
        begin select raise(abort, 'history is append-only'); end`.execute(db)
    } else {
      await sql`create trigger ${name} before ${sql.raw(op)} on receipt_account_changes
        for each row execute function refuse_history_change()`.execute(db)
    }
  }
}
