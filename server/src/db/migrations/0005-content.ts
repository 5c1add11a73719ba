import type { Kysely } from 'kysely'
import { idColumn, type MigrationDialect } from './columns.ts'

/** Announcements and who has read them; the hosts the embedded web page may show. */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    // Stored sanitised; `excerpt` is its plain text, cut short, for the list.
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'varchar(200)', (c) => c.notNull())
    .addColumn('published', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('pinned', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('published_at', 'bigint')
    .execute()
  // The user list reads published rows in (pinned, published_at, id) order, by keyset.
  await db.schema
    .createIndex('announcements_list_idx')
    .on('announcements')
    .columns(['published', 'pinned', 'published_at', 'id'])
    .execute()

  await db.schema
    .createTable('announcement_reads')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('announcement_id', 'bigint', (c) => c.notNull().references('announcements.id'))
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_reads_pk', ['user_id', 'announcement_id'])
    .execute()
  await db.schema
    .createIndex('announcement_reads_announcement_idx')
    .on('announcement_reads')
    .column('announcement_id')
    .execute()

  await db.schema
    .createTable('webview_hosts')
    .addColumn('host', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('note', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
}
