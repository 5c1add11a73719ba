import { sql, type Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * The income-due sweep looks for running holdings (earnings still to collect) every 30 seconds. A
 * partial index holds only those, in id order, so the sweep reads the running few, not every
 * holding ever bought: finished holdings pile up for ever and would make each round a full scan.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await sql`CREATE INDEX holdings_running_idx ON holdings (id) WHERE collected_count < earnings_count`.execute(
    db,
  )
}
