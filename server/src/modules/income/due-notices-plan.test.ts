import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { queryPlan } from '../../testing/query-plan.ts'
import { untoldDueQuery } from './due-notices.repo.ts'

/**
 * The income-due sweep runs every 30 seconds in every process; it reads only running holdings
 * through the partial index of migration 0028, in id order, so finished holdings (every holding
 * ever bought, in time) cost it nothing.
 */
describeEachDialect('the income-due sweep reads running holdings only', (ctx) => {
  it('from holdings_running_idx, never the whole table', async () => {
    const { database } = ctx().deps
    const plan = await queryPlan(database, untoldDueQuery(database.db, 1_700_000_000, 200))
    expect(plan, plan).toContain('holdings_running_idx')
    expect(plan, plan).not.toMatch(/Seq Scan|SCAN holdings(?! USING)/)
    // SQLite reads them in the index's id order; PostgreSQL may sort the running few it found.
    if (database.dialect === 'sqlite') expect(plan, plan).not.toContain('TEMP B-TREE')
  })
})
