import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator, buildUser } from '../../testing/factories.ts'

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

  it('narrows the log by operator, action, object and days on the server, in keyset pages', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const start = ctx().clock.now()
    const freeze = (token: string, id: number, frozen: boolean) =>
      ctx().call({
        method: 'POST',
        url: `/api/ops/users/${id}/${frozen ? 'freeze' : 'unfreeze'}`,
        token: token,
      })
    const { user } = await buildUser(ctx())
    expect((await freeze(admin.token, user.id, true)).statusCode).toBe(200)
    ctx().clock.advance(2 * 86_400)
    // Two days on, the first session has lapsed: a second admin acts and reads from here.
    const other = await buildOperator(ctx(), 'admin')
    expect((await freeze(other.token, user.id, false)).statusCode).toBe(200)

    type Entry = { operator: string; action: string; target: string; createdAt: number }
    const list = async (query: Record<string, string>) =>
      (await ctx().call({ method: 'GET', url: '/api/ops/audit-log', token: other.token, query })).json<{
        data: { items: Entry[]; next: string | null }
      }>().data
    const target = `user:${user.id}`
    expect((await list({ object: target })).items.map((e) => [e.operator, e.action])).toEqual([
      [other.username, 'user.unfreeze'],
      [admin.username, 'user.freeze'],
    ])
    expect((await list({ object: target, operator: String(admin.id) })).items.map((e) => e.action)).toEqual([
      'user.freeze',
    ])
    expect((await list({ object: target, action: 'user.unfreeze' })).items.map((e) => e.operator)).toEqual([
      other.username,
    ])
    const firstDay = { from: String(start - 60), to: String(start + 86_400) }
    expect((await list({ object: target, ...firstDay })).items.map((e) => e.action)).toEqual(['user.freeze'])
    // A kind names every object of it; a filter the server does not know shows the list unfiltered.
    const users = await list({ object: 'user', action: 'user.freeze' })
    expect(users.items.length).toBeGreaterThan(0)
    for (const entry of users.items) expect(entry.target).toMatch(/^user:\d+$/)
    expect((await list({ action: 'user.explode', object: target })).items).toHaveLength(2)

    // Keyset pages of 50: more entries than a page, read page by page, each once.
    for (let i = 0; i < 30; i++) {
      await freeze(other.token, user.id, true)
      await freeze(other.token, user.id, false)
    }
    const first = await list({ object: target })
    expect(first.items).toHaveLength(50)
    const second = await list({ object: target, cursor: first.next ?? '' })
    expect(second.items).toHaveLength(12)
    expect(second.next).toBeNull()
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
