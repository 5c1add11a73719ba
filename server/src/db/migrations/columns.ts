import { sql, type ColumnDefinitionBuilder, type Kysely, type RawBuilder } from 'kysely'

export type MigrationDialect = 'sqlite' | 'postgres'

/** Identity columns are the only place the dialects differ in DDL. */
export function idColumn(
  dialect: MigrationDialect,
): ['bigint' | 'integer', (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return dialect === 'sqlite'
    ? ['integer', (c) => c.primaryKey().autoIncrement()]
    : ['bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity()]
}

/**
 * Builds an index without holding writes back, on PostgreSQL `CONCURRENTLY` (in a migration marked
 * `transaction: false`); SQLite, which one process serves, builds it as usual. A concurrent build
 * that failed half-way leaves an invalid index behind, which would satisfy `IF NOT EXISTS` and never
 * be used: it is dropped first, so running the migration again builds it whole.
 */
export async function createIndexConcurrently(
  db: Kysely<unknown>,
  dialect: MigrationDialect,
  name: string,
  definition: RawBuilder<unknown>,
): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`CREATE INDEX IF NOT EXISTS ${sql.id(name)} ${definition}`.execute(db)
    return
  }
  const { rows } = await sql<{ valid: boolean }>`
    select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relname = ${name} and c.relnamespace = current_schema()::regnamespace`.execute(db)
  if (rows[0] && !rows[0].valid) await sql`DROP INDEX CONCURRENTLY IF EXISTS ${sql.id(name)}`.execute(db)
  await sql`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${sql.id(name)} ${definition}`.execute(db)
}
