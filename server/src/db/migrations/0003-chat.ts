import type { Kysely } from 'kysely'
import { idColumn, type MigrationDialect } from './columns.ts'

/**
 * Customer-service chat: one conversation per user, its messages, and operators' presence.
 * Message ids grow in commit order within a conversation (a send locks its conversation row first),
 * so "everything after id N" is exact for a resume.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('user_id', 'bigint', (c) => c.notNull().unique().references('users.id'))
    .addColumn('assigned_operator_id', 'bigint', (c) => c.references('operators.id'))
    // 0 until the first message; the inbox lists only conversations with messages.
    .addColumn('last_message_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('user_last_read_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('operator_last_read_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('chat_conversations_latest_idx')
    .on('chat_conversations')
    .columns(['last_message_id'])
    .execute()
  await db.schema
    .createIndex('chat_conversations_assigned_idx')
    .on('chat_conversations')
    .columns(['assigned_operator_id', 'last_message_id'])
    .execute()

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('conversation_id', 'bigint', (c) => c.notNull().references('chat_conversations.id'))
    .addColumn('sender_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('sender_id', 'bigint', (c) => c.notNull())
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  // History and resume page by (conversation, id).
  await db.schema
    .createIndex('chat_messages_conversation_idx')
    .on('chat_messages')
    .columns(['conversation_id', 'id'])
    .execute()
  // A resend of the same client id by the same sender is the same message.
  await db.schema
    .createIndex('chat_messages_client_id_idx')
    .on('chat_messages')
    .columns(['conversation_id', 'sender_kind', 'sender_id', 'client_id'])
    .unique()
    .execute()

  // An operator is present while their switch is on and a console socket refreshes `seen_at`.
  await db.schema
    .createTable('chat_presence')
    .addColumn('operator_id', 'bigint', (c) => c.primaryKey().references('operators.id'))
    .addColumn('online', 'bigint', (c) => c.notNull())
    .addColumn('seen_at', 'bigint', (c) => c.notNull())
    .execute()
}
