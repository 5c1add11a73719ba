import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/each-dialect.ts'

describeEachDialect('database sessions', (ctx) => {
  it('bounds statements and idle transactions on PostgreSQL', async () => {
    const { database } = ctx().deps
    if (database.dialect !== 'postgres') return
    const settings = await sql<{ statement: string; idle: string }>`
      select current_setting('statement_timeout') as statement,
             current_setting('idle_in_transaction_session_timeout') as idle`.execute(database.db)
    expect(settings.rows[0]).toEqual({ statement: '30s', idle: '1min' })
  })
})
