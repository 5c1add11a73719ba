import type { Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * A product's disclosure, written by an operator: who stands behind it, its risks, what happens at
 * maturity, and leaving early. Empty until filled in, so products made before it stay valid.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  // One column per statement: SQLite adds one column per ALTER TABLE.
  for (const column of ['issuer', 'risks', 'maturity', 'early_exit']) {
    await db.schema
      .alterTable('products')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute()
  }
}
