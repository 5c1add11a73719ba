import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator } from '../../testing/factories.ts'

/** The console's audit search matches `%` and `_` as the characters they are, on both databases. */
describeEachDialect('the audit log search', (ctx) => {
  it('finds an operator whose name holds an underscore by that underscore, and nothing else', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const created = await ctx().call({
      method: 'POST',
      url: '/api/ops/operators',
      token: admin.token,
      payload: { username: 'night_shift', password: 'a-strong-password', role: 'admin' },
    })
    expect(created.statusCode).toBe(200)
    const nightShift = await buildOperatorSession('night_shift')
    // The new operator acts once, so the log holds a row made by an operator named with "_".
    const made = await ctx().call({
      method: 'POST',
      url: '/api/ops/operators',
      token: nightShift,
      payload: { username: 'day.shift', password: 'a-strong-password', role: 'support' },
    })
    expect(made.statusCode).toBe(200)

    const search = async (q: string) =>
      (
        await ctx().call({ method: 'GET', url: '/api/ops/audit-log', token: admin.token, query: { q } })
      ).json<{ data: { items: { operator: string; action: string; target: string }[] } }>().data.items
    const found = await search('_')
    expect(found.length).toBeGreaterThan(0)
    for (const row of found) expect(`${row.operator} ${row.action} ${row.target}`).toContain('_')
    expect(await search('%')).toEqual([])
  })

  async function buildOperatorSession(username: string): Promise<string> {
    const response = await ctx().call({
      method: 'POST',
      url: '/api/ops/auth/login',
      payload: { username, password: 'a-strong-password' },
    })
    return response.json<{ data: { token: string } }>().data.token
  }
})
