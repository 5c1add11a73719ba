import { describe, expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator, buildUser } from '../../testing/factories.ts'

describeEachDialect('operator console', (ctx) => {
  it('signs an operator in and out', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const me = await ctx().call({ method: 'GET', url: '/api/ops/me', token: admin.token })
    expect(me.json()).toMatchObject({
      code: 200,
      data: { username: admin.username, role: 'admin', disabled: false },
    })
    await ctx().call({ method: 'POST', url: '/api/ops/auth/logout', token: admin.token })
    expect((await ctx().call({ method: 'GET', url: '/api/ops/me', token: admin.token })).statusCode).toBe(401)
  })

  it('keeps user tokens and operator tokens apart', async () => {
    const user = await buildUser(ctx())
    const admin = await buildOperator(ctx(), 'admin')
    expect((await ctx().call({ method: 'GET', url: '/api/ops/me', token: user.token })).statusCode).toBe(401)
    expect((await ctx().call({ method: 'GET', url: '/api/user/info', token: admin.token })).statusCode).toBe(
      401,
    )
  })

  describe('roles decide who may do what', () => {
    it.each([
      ['GET', '/api/ops/operators', { admin: 200, finance: 403, support: 403 }],
      ['PUT', '/api/ops/settings', { admin: 200, finance: 403, support: 403 }],
      ['GET', '/api/ops/settings', { admin: 200, finance: 200, support: 200 }],
      ['GET', '/api/ops/invitation-codes', { admin: 200, finance: 403, support: 200 }],
      ['GET', '/api/ops/sms-outbox', { admin: 200, finance: 403, support: 403 }],
      ['GET', '/api/ops/audit-log', { admin: 200, finance: 403, support: 403 }],
    ] as const)('%s %s', async (method, url, expected) => {
      for (const role of ['admin', 'finance', 'support'] as const) {
        const { token } = await buildOperator(ctx(), role)
        const payload = method === 'PUT' ? { site_name: 'Harvest', currency: '$', chat_url: '' } : undefined
        const response = await ctx().call({ method, url, token, ...(payload ? { payload } : {}) })
        expect(response.statusCode, role).toBe(expected[role])
      }
      expect((await ctx().call({ method, url })).statusCode).toBe(401)
    })
  })

  it('creates, demotes and disables operators, records each change, and keeps one admin', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const created = await ctx().call({
      method: 'POST',
      url: '/api/ops/operators',
      token: admin.token,
      payload: { username: 'helpdesk', password: 'long-enough-1', role: 'support' },
    })
    expect(created.json()).toMatchObject({ code: 200, data: { username: 'helpdesk', role: 'support' } })
    const id = created.json<{ data: { id: number } }>().data.id
    const dup = await ctx().call({
      method: 'POST',
      url: '/api/ops/operators',
      token: admin.token,
      payload: { username: 'helpdesk', password: 'long-enough-1', role: 'support' },
    })
    expect(dup.statusCode).toBe(409)
    const login = await ctx().call({
      method: 'POST',
      url: '/api/ops/auth/login',
      payload: { username: 'helpdesk', password: 'long-enough-1' },
    })
    const helpdeskToken = login.json<{ data: { token: string } }>().data.token
    await ctx().call({
      method: 'PATCH',
      url: `/api/ops/operators/${id}`,
      token: admin.token,
      payload: { disabled: true },
    })
    expect((await ctx().call({ method: 'GET', url: '/api/ops/me', token: helpdeskToken })).statusCode).toBe(
      401,
    )
    const audit = await ctx().call({
      method: 'GET',
      url: '/api/ops/audit-log?q=operator',
      token: admin.token,
    })
    const actions = audit.json<{ data: { items: { action: string; target: string; operator: string }[] } }>()
      .data.items
    expect(actions.filter((a) => a.target === `operator:${id}`).map((a) => a.action)).toEqual([
      'operator.update',
      'operator.create',
    ])
    expect(actions.find((a) => a.action === 'operator.update')?.operator).toBe(admin.username)

    const admins = (
      await ctx()
        .deps.database.db.selectFrom('operators')
        .select('id')
        .where('role', '=', 'admin')
        .where('disabled', '=', 0)
        .execute()
    ).map((r) => r.id)
    for (const other of admins.filter((a) => a !== admin.id)) {
      await ctx().call({
        method: 'PATCH',
        url: `/api/ops/operators/${other}`,
        token: admin.token,
        payload: { role: 'finance' },
      })
    }
    const last = await ctx().call({
      method: 'PATCH',
      url: `/api/ops/operators/${admin.id}`,
      token: admin.token,
      payload: { disabled: true },
    })
    expect(last.json()).toMatchObject({ code: 409, msg: 'At least one active admin must remain.' })
  })

  it('issues invitation codes of 12 characters that work for sign-up', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const issued = await ctx().call({
      method: 'POST',
      url: '/api/ops/invitation-codes',
      token: admin.token,
      payload: { count: 3, maxUses: 2, note: 'launch' },
    })
    const codes = issued.json<{ data: { code: string; maxUses: number; createdBy: string }[] }>().data
    expect(codes).toHaveLength(3)
    expect(
      codes.every((c) => /^[A-Z2-9]{12}$/.test(c.code) && c.maxUses === 2 && c.createdBy === admin.username),
    ).toBe(true)
    await buildUser(ctx(), { invitationCode: codes[0]?.code ?? '' })
    const list = await ctx().call({ method: 'GET', url: '/api/ops/invitation-codes', token: admin.token })
    expect(
      list.json<{ data: { code: string; uses: number }[] }>().data.find((c) => c.code === codes[0]?.code)
        ?.uses,
    ).toBe(1)
  })

  it('shows the built-in provider outbox to admins only, codes hidden', async () => {
    await ctx()
      .deps.database.db.insertInto('sms_outbox')
      .values({
        phone: '5550001111',
        text: 'Your verification code is 123456.',
        created_at: ctx().clock.now(),
      })
      .execute()
    const support = await buildOperator(ctx(), 'support')
    const refused = await ctx().call({ method: 'GET', url: '/api/ops/sms-outbox', token: support.token })
    expect(refused.statusCode).toBe(403)
    expect(refused.body).not.toContain('123456')
    const admin = await buildOperator(ctx(), 'admin')
    const outbox = await ctx().call({ method: 'GET', url: '/api/ops/sms-outbox', token: admin.token })
    expect(outbox.json<{ data: { phone: string; text: string }[] }>().data[0]).toEqual(
      expect.objectContaining({ phone: '5550001111', text: 'Your verification code is ••••••.' }),
    )
  })
})
