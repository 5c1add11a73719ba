import type { Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * Operators' one-time recovery codes, and support conversations that can be resolved.
 *
 * A recovery code stands in for an authenticator code at sign-in, once (decision 0055): only its
 * SHA-256 (with the operator's id, so equal codes of two operators differ) is kept, with when it was
 * used. A new set replaces the old rows, so a voided code matches nothing.
 *
 * A conversation is `open` or `resolved` (decision 0056), open until an operator resolves it and open
 * again when the user writes. The inbox lists one state newest first: (status, last_message_id).
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('operator_recovery_codes')
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addPrimaryKeyConstraint('operator_recovery_codes_pkey', ['operator_id', 'code_hash'])
    .execute()

  await db.schema
    .alterTable('chat_conversations')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .execute()
  await db.schema.alterTable('chat_conversations').addColumn('resolved_at', 'bigint').execute()
  await db.schema
    .alterTable('chat_conversations')
    .addColumn('resolved_by', 'bigint', (c) => c.references('operators.id'))
    .execute()
  await db.schema
    .createIndex('chat_conversations_status_idx')
    .on('chat_conversations')
    .columns(['status', 'last_message_id'])
    .execute()
}
