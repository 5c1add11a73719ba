import { CompiledQuery } from 'kysely'
import type { Database } from '../db/database.ts'
import { inTransaction } from '../db/transaction.ts'

/**
 * The plan the database picks for a query, as text: SQLite's `EXPLAIN QUERY PLAN` details, or
 * PostgreSQL's `EXPLAIN` asked with sequential scans off (on a near-empty test table it would
 * rightly scan; what a plan test checks is that an index can serve the query).
 */
export async function queryPlan(database: Database, query: { compile(): CompiledQuery }): Promise<string> {
  const { sql, parameters } = query.compile()
  if (database.dialect === 'sqlite') {
    const rows = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${sql}`, [...parameters]),
    )
    return rows.rows.map((r) => r.detail).join('\n')
  }
  return inTransaction(database, async (tx) => {
    await tx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'))
    const rows = await tx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${sql}`, [...parameters]),
    )
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n')
  })
}
