import type { CompiledQuery } from 'kysely'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { queryPlan } from '../../../testing/query-plan.ts'
import { rechargePageQuery, withdrawalPageQuery, type QueuePageAsk } from './queues.repo.ts'

/**
 * The queue's reads are served by the indexes of migration 0021 on both databases, so their cost
 * does not grow with the history: each plan names the index it reads, and SQLite sorts nothing
 * (the index gives the age order). PostgreSQL is asked with sequential scans off (`queryPlan`).
 */
describeEachDialect('the queue queries are index-backed', (ctx) => {
  const planOf = (query: { compile(): CompiledQuery }) => queryPlan(ctx().deps.database, query)

  const cases: [string, Omit<QueuePageAsk, 'limit'>, string][] = [
    [
      'a tab, oldest first, after a cursor',
      { status: 'pending', order: 'oldest', cursor: { at: 5, id: 9 } },
      'status_created_idx',
    ],
    [
      'a tab, newest first, in a date range',
      { status: 'completed', order: 'newest', from: 1, to: 9 },
      'status_created_idx',
    ],
    ['an amount in a tab', { status: 'pending', order: 'oldest', amount: 5000 }, 'status_amount_idx'],
    ['one user, any status', { order: 'newest', userId: 7 }, 'user_created_idx'],
  ]

  for (const [what, ask, index] of cases)
    it(`${what}: reads ${index}`, async () => {
      const db = ctx().deps.db
      for (const [table, query] of [
        ['recharges', rechargePageQuery(db, { ...ask, limit: 21 })],
        ['withdrawals', withdrawalPageQuery(db, { ...ask, limit: 21 })],
      ] as const) {
        const plan = await planOf(query)
        expect(plan, plan).toContain(`${table}_${index}`)
        if (ctx().deps.database.dialect === 'sqlite') expect(plan, plan).not.toContain('TEMP B-TREE')
      }
    })

  // Within a tab the planner weighs the tab's index against these by the table's statistics, which
  // an empty test table does not have; across every status only these can serve the search.
  it('a reference: each column it matches reads its own index', async () => {
    const db = ctx().deps.db
    const ask: QueuePageAsk = { order: 'oldest', reference: 'FT-1', limit: 21 }
    const recharges = await planOf(rechargePageQuery(db, ask))
    for (const index of ['recharges_reference_idx', 'recharges_payer_idx', 'recharges_membership_idx'])
      expect(recharges, recharges).toContain(index)
    const withdrawals = await planOf(withdrawalPageQuery(db, ask))
    for (const index of ['withdrawals_reference_idx', 'withdrawals_account_idx'])
      expect(withdrawals, withdrawals).toContain(index)
  })
})
