import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { queryPlan } from '../../testing/query-plan.ts'
import { untoldDueQuery } from './due-notices.repo.ts'

/**
 * The income-due sweep runs every 30 seconds on the leader; it finds the holdings due by a range of
 * the index on their next slot's time (migration 0043), longest due first, so neither finished
 * holdings nor running ones not yet due (issue 34: 6,401 read to find none due) cost it anything.
 */
describeEachDialect('the income-due sweep reads due holdings only', (ctx) => {
  it('as a range of holdings_next_due_idx, never the whole table nor every running holding', async () => {
    const { database } = ctx().deps
    const plan = await queryPlan(database, untoldDueQuery(database.db, 1_700_000_000, 200))
    expect(plan, plan).toContain('holdings_next_due_idx')
    expect(plan, plan).not.toMatch(/Seq Scan|SCAN holdings(?! USING)|holdings_running_idx/)
    // The bound is a range of the index (SQLite: `<expr><?`; PostgreSQL: an Index Cond), in its order.
    if (database.dialect === 'sqlite') {
      expect(plan, plan).toMatch(/USING INDEX holdings_next_due_idx \(<expr><\?\)/)
      expect(plan, plan).not.toContain('TEMP B-TREE')
    } else {
      expect(plan, plan).toMatch(/Index Cond: \(\(purchased_at \+/)
      expect(plan, plan).not.toContain('Sort')
    }
  })
})
