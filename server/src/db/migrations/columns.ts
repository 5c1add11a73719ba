import type { ColumnDefinitionBuilder } from 'kysely'

export type MigrationDialect = 'sqlite' | 'postgres'

/** Identity columns are the only place the dialects differ in DDL. */
export function idColumn(
  dialect: MigrationDialect,
): ['bigint' | 'integer', (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return dialect === 'sqlite'
    ? ['integer', (c) => c.primaryKey().autoIncrement()]
    : ['bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity()]
}
