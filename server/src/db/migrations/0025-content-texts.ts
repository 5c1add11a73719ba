import type { Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * Operator-written content in the languages besides English: one row per owner and language. The
 * owner's own columns stay the English text and the fallback; an empty field here shows it.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('product_texts')
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('products.id'))
    .addColumn('locale', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull().defaultTo(''))
    .addColumn('overview', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('issuer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('risks', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('maturity', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('early_exit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_texts_pk', ['product_id', 'locale'])
    .execute()

  await db.schema
    .createTable('announcement_texts')
    .addColumn('announcement_id', 'bigint', (c) => c.notNull().references('announcements.id'))
    .addColumn('locale', 'varchar(8)', (c) => c.notNull())
    .addColumn('title', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    // Sanitised when saved, as the English body; `excerpt` is its plain text, cut short.
    .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('excerpt', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('announcement_texts_pk', ['announcement_id', 'locale'])
    .execute()

  await db.schema
    .createTable('payment_channel_texts')
    .addColumn('channel_id', 'bigint', (c) => c.notNull().references('payment_channels.id'))
    .addColumn('locale', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_channel_texts_pk', ['channel_id', 'locale'])
    .execute()
}
