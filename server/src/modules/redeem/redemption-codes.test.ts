import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { balancesOf, buildOperator, buildUser, checkMoney } from '../../testing/factories.ts'

interface Reply<T> {
  code: number
  data: T
}

/**
 * Redemption codes are bearer money: only admins issue and list them, a code is shown in full once
 * (in the reply that issues it), and every later list, audit entry and ledger line shows it masked,
 * while the full code still redeems within its limits.
 */
describeEachDialect('redemption codes in the console', (ctx) => {
  const batch = (overrides: Record<string, unknown> = {}) => ({
    count: 2,
    reward: 'balance',
    amount: '700',
    maxUses: 2,
    perUserLimit: 1,
    expiresAt: ctx().clock.now() + 3600,
    note: 'masked',
    ...overrides,
  })
  const issue = (token: string, body = batch()) =>
    ctx().call({ method: 'POST', url: '/api/ops/redemption-codes', token, payload: body })
  const redeem = (token: string, code: string) =>
    ctx().call({
      method: 'POST',
      url: '/api/redeem',
      token,
      payload: { code },
      headers: { 'idempotency-key': randomUUID() },
    })
  const stored = async () =>
    JSON.stringify(await ctx().deps.database.db.selectFrom('redemption_codes').selectAll().execute())

  it('refuses support and finance both the list and issuing, and issues nothing for them', async () => {
    const before = await stored()
    for (const role of ['support', 'finance'] as const) {
      const { token } = await buildOperator(ctx(), role)
      const listed = await ctx().call({ method: 'GET', url: '/api/ops/redemption-codes', token })
      expect(listed.statusCode, role).toBe(403)
      expect((await issue(token)).statusCode, role).toBe(403)
    }
    expect(await stored()).toBe(before)
  })

  it('shows new codes in full once, masks them in every later list, and the full code still redeems', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const created = await issue(admin.token)
    expect(created.statusCode).toBe(200)
    const codes = created.json<Reply<{ codes: string[] }>>().data.codes
    expect(codes).toHaveLength(2)
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{12}$/)
    const [first = '', second = ''] = codes

    const list = await ctx().call({ method: 'GET', url: '/api/ops/redemption-codes', token: admin.token })
    expect(list.statusCode).toBe(200)
    for (const code of codes) expect(list.body).not.toContain(code)
    const shown = list.json<Reply<{ code: string }[]>>().data.map((row) => row.code)
    expect(shown).toEqual(expect.arrayContaining([`${first.slice(0, 4)}…${first.slice(-2)}`]))

    const audit = await ctx().call({
      method: 'GET',
      url: '/api/ops/audit-log?q=redemption.create',
      token: admin.token,
    })
    expect(audit.statusCode).toBe(200)
    for (const code of codes) expect(audit.body).not.toContain(code)
    // Not even the database keeps a code.
    for (const code of codes) expect(await stored()).not.toContain(code)

    const a = await buildUser(ctx())
    const b = await buildUser(ctx())
    const c = await buildUser(ctx())
    expect((await redeem(a.token, first.toLowerCase())).statusCode).toBe(200)
    expect((await balancesOf(ctx(), a.user.id)).balance).toBe(700)
    // Once per user, twice in all.
    expect((await redeem(a.token, first)).json()).toMatchObject({
      code: 400,
      msg: 'This code is invalid, used up or expired.',
    })
    expect((await redeem(b.token, first)).statusCode).toBe(200)
    expect((await redeem(c.token, first)).statusCode).toBe(400)
    expect((await redeem(c.token, second)).statusCode).toBe(200)
    expect((await balancesOf(ctx(), c.user.id)).balance).toBe(700)

    const after = await ctx().call({ method: 'GET', url: '/api/ops/redemption-codes', token: admin.token })
    const uses = after
      .json<Reply<{ code: string; uses: number }[]>>()
      .data.filter((row) => row.code.startsWith(first.slice(0, 4)) && row.code.endsWith(first.slice(-2)))
      .map((row) => row.uses)
    expect(uses).toEqual([2])

    // The user's ledger, which every operator role reads, names the code masked only.
    const ledger = await ctx().call({
      method: 'GET',
      url: `/api/ops/users/${a.user.id}/ledger`,
      token: (await buildOperator(ctx(), 'support')).token,
    })
    expect(ledger.statusCode).toBe(200)
    expect(ledger.body).toContain(`redemption code ${first.slice(0, 4)}…${first.slice(-2)}`)
    expect(ledger.body).not.toContain(first)
    expect((await checkMoney(ctx())).ok).toBe(true)
  })
})
