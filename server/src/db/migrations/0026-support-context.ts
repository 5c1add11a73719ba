import { sql, type Kysely } from 'kysely'
import { foldCase } from '../fold-case.ts'
import { idColumn, type MigrationDialect } from './columns.ts'

/**
 * Support with context. Saved replies an operator fills the reply box with, each in one language;
 * the links of a conversation to its user's recharges and withdrawals (one row per link, removed on
 * unlink; the audit log keeps who linked and unlinked what). The nickname search ignores case: each
 * user's nickname folded (`db/fold-case.ts`) in its own column, filled here for the users there
 * are, and indexed as the prefix index of 0022 was (byte order; "C" collation on PostgreSQL).
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('chat_canned_replies')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_by', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('updated_by', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('chat_canned_replies_title_idx')
    .on('chat_canned_replies')
    .columns(['language', 'title'])
    .unique()
    .execute()

  await db.schema
    .createTable('chat_request_links')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('conversation_id', 'bigint', (c) => c.notNull().references('chat_conversations.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('request_id', 'bigint', (c) => c.notNull())
    .addColumn('linked_by', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('linked_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('chat_request_links_conversation_idx')
    .on('chat_request_links')
    .columns(['conversation_id', 'kind', 'request_id'])
    .unique()
    .execute()
  // The queues ask which of their rows are linked, and to which conversation.
  await db.schema
    .createIndex('chat_request_links_request_idx')
    .on('chat_request_links')
    .columns(['kind', 'request_id'])
    .execute()

  await db.schema
    .alterTable('users')
    .addColumn('nickname_folded', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .execute()
  let after = 0
  for (;;) {
    const { rows } = await sql<{ id: number | string; nickname: string }>`
      select id, nickname from users where id > ${after} order by id limit 500`.execute(db)
    if (rows.length === 0) break
    // One statement a page of 500 users, not one a user: on a large table, seconds instead of minutes.
    const folded = rows.map((row) => sql`(cast(${Number(row.id)} as bigint), ${foldCase(row.nickname)})`)
    await sql`with folded(id, nickname) as (values ${sql.join(folded)})
      update users set nickname_folded = folded.nickname from folded where users.id = folded.id`.execute(db)
    after = Number(rows[rows.length - 1]?.id)
  }
  await sql`drop index users_nickname_prefix_idx`.execute(db)
  if (dialect === 'postgres') {
    await sql`create index users_nickname_folded_idx on users (nickname_folded collate "C", id)`.execute(db)
  } else {
    await db.schema
      .createIndex('users_nickname_folded_idx')
      .on('users')
      .columns(['nickname_folded', 'id'])
      .execute()
  }
}
