import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { queryPlan } from '../../testing/query-plan.ts'
import { receiptPageQuery, receiptsByEntryQuery } from './earnings.repo.ts'

/**
 * A user's earnings are read a receipt at a time, grouped by the entry that paid them (earning
 * records, the activity feed, the portfolio's days), through the (user, entry) index of migration
 * 0030: a user with thousands of earnings costs a page its own receipts, not the whole table, and
 * SQLite groups and orders them in the index's order without sorting.
 */
describeEachDialect('receipts of earnings are read through (user, entry)', (ctx) => {
  it('a page of earning records, newest first after a cursor', async () => {
    const { database } = ctx().deps
    const plan = await queryPlan(database, receiptPageQuery(database.db, 7, 9_000, 21))
    expect(plan, plan).toContain('holding_earnings_user_entry_idx')
    expect(plan, plan).not.toMatch(/Seq Scan on holding_earnings|SCAN e(?! USING)/)
    if (database.dialect === 'sqlite') expect(plan, plan).not.toContain('TEMP B-TREE')
  })

  it('the receipts of a page of ledger entries', async () => {
    const { database } = ctx().deps
    const plan = await queryPlan(database, receiptsByEntryQuery(database.db, 7, [11, 12, 13]))
    expect(plan, plan).toContain('holding_earnings_user_entry_idx')
    expect(plan, plan).not.toMatch(/Seq Scan on holding_earnings|SCAN e(?! USING)/)
  })
})
