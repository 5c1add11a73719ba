import { sql, type Kysely } from 'kysely'
import { createIndexConcurrently, type MigrationDialect } from './columns.ts'

/**
 * The income-due sweep finds the holdings whose next earning is due by an index on when that is,
 * not by reading every running holding (issue 34: 6,401 read to find none due). The time of the
 * next slot (`purchased_at + (collected_count + 1) * claim_period_seconds`, a lower bound of the
 * next earning's: inactive days only push it later) is an expression of the row, so the database
 * keeps the index right with every move that changes it (a purchase inserts a holding, a receipt
 * raises `collected_count`) without those statements naming it, and no column is added to a hot
 * table. Only holdings the sweep could tell are in it: not frozen, earnings left to collect, and
 * not told of their next one. Built `CONCURRENTLY` on PostgreSQL: purchases go on meanwhile.
 */
export const transaction = false

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await createIndexConcurrently(
    db,
    dialect,
    'holdings_next_due_idx',
    sql`ON holdings ((purchased_at + (collected_count + 1) * claim_period_seconds))
      WHERE frozen = 0 AND collected_count < earnings_count AND due_told <= collected_count`,
  )
}
