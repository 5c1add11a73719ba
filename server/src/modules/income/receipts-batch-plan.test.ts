import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../testing/context.ts'
import { postgresAvailable } from '../../testing/databases.ts'
import { buildHolders } from '../../testing/factories.ts'
import type { ReceiptAsked } from './receipt/rules.ts'
import { receiveMany } from './receive.service.ts'

const HOUR = 3600

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  Plans?: PlanNode[]
}

/** The tables a plan reads whole: each sequential scan of a table (not of a step or a function). */
const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
]

/**
 * A receipts' batch runs on plans PostgreSQL makes once per connection, for any batch (decision
 * 0094). Made without the batch's values, each must still be able to find its rows by an index:
 * each statement the batch prepared is planned again for any values with sequential scans off,
 * and a sequential scan left in that plan is a table no index can serve there (the holdings found
 * by `id + 0`, say). Which of the two the planner takes at volume is its statistics' call; a test
 * table of a few rows is rightly scanned.
 */
describe.runIf(await postgresAvailable())('a receipts’ batch on plans made for any batch [postgres]', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext('postgres')
  })
  afterAll(async () => ctx?.close())

  it('reaches every table by an index: the holdings by id, the receipts’ statement', async () => {
    const { users } = await buildHolders(ctx, 2)
    const asked: ReceiptAsked[] = users.map((u) => ({ userId: u.user.id, holdingId: u.holdingId }))
    ctx.clock.advance(2 * HOUR)
    const plans = await ctx.deps.db.connection().execute(async (conn) => {
      // The batch on one connection, as a batch runs (then undone): it prepares its statements there.
      await sql`begin`.execute(conn)
      await sql`set local plan_cache_mode = force_generic_plan`.execute(conn)
      const results = await receiveMany({ ...ctx.deps, db: conn }, asked)
      expect(results.map((r) => 'ok' in r)).toEqual([true, true])
      await sql`rollback`.execute(conn)
      const statements = await sql<{ name: string; statement: string; count: number }>`
        select name, statement, cardinality(parameter_types) as count from pg_prepared_statements
        where name in ('holdings-by-ids', 'receive') order by name`.execute(conn)
      expect(statements.rows.map((s) => s.name)).toEqual(['holdings-by-ids', 'receive'])
      // Each prepared again where sequential scans are off (the batch's own plans, cached, were
      // made where they are on, and a table of a few test rows is rightly scanned).
      await sql`begin`.execute(conn)
      await sql`set local plan_cache_mode = force_generic_plan`.execute(conn)
      await sql`set local enable_seqscan = off`.execute(conn)
      const found: Record<string, string[]> = {}
      for (const { name, statement, count } of statements.rows) {
        // Without its mark, which would have the connection prepare this under the batch's name.
        const text = statement.replace(/\/\* prepared:[a-z0-9-]+ \*\//g, '')
        await sql`prepare plan_check as ${sql.raw(text)}`.execute(conn)
        // The generic plan does not depend on the values: any will do, nulls included.
        const nulls = sql.raw(Array.from({ length: Number(count) }, () => 'null').join(', '))
        const explained = await sql<{ 'QUERY PLAN': { Plan: PlanNode }[] }>`
          explain (format json) execute plan_check (${nulls})`.execute(conn)
        await sql`deallocate plan_check`.execute(conn)
        const plan = explained.rows[0]?.['QUERY PLAN'][0]?.Plan
        if (!plan) throw new Error(`no plan for ${name}`)
        found[name] = seqScans(plan)
      }
      await sql`rollback`.execute(conn)
      return found
    })
    expect(plans).toEqual({ 'holdings-by-ids': [], receive: [] })
  })
})
