import { sql, type Kysely } from 'kysely'
import { idColumn, type MigrationDialect } from './columns.ts'

/** Users, operators, sessions, invitation codes, app config, language packs, SMS outbox, audit. */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('nickname', 'varchar(64)', (c) => c.notNull())
    .addColumn('invitation_code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('inviter_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('frozen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('users_inviter_idx').on('users').columns(['inviter_id', 'id']).execute()

  await db.schema
    .createTable('operators')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('username', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('disabled', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('subject_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('sessions_subject_idx')
    .on('sessions')
    .columns(['subject_kind', 'subject_id'])
    .execute()

  await db.schema
    .createTable('invitation_codes')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('max_uses', 'bigint', (c) => c.notNull())
    .addColumn('uses', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('note', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('invitation_codes_uses_check', sql`uses >= 0 and uses <= max_uses`)
    .execute()

  // One row: the site settings the app reads, and the version that tells apps to refetch them.
  await db.schema
    .createTable('app_config')
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('site_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('chat_url', 'varchar(256)', (c) => c.notNull())
    .execute()
  await sql`insert into app_config (id, version, site_name, currency, chat_url) values (1, 1, 'Harvest', '$', '')`.execute(
    db,
  )

  await db.schema
    .createTable('language_packs')
    .addColumn('locale', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('password_resets')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('password_resets_user_idx')
    .on('password_resets')
    .columns(['user_id', 'id'])
    .execute()

  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'varchar(160)', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'window_start'])
    .execute()

  await db.schema
    .createTable('audit_log')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('target', 'varchar(160)', (c) => c.notNull())
    .addColumn('before_json', 'text', (c) => c.notNull())
    .addColumn('after_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
}
