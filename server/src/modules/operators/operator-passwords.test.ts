import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator } from '../../testing/factories.ts'

/**
 * Operators' keys are at least as strong as users' (decision 0058): 12 characters or more and off
 * the list of common passwords, when an operator is created, when a password is changed, and for
 * the first operator (checked at start-up, `boot.test.ts`); and in production every role signs in with a second factor, support too.
 */
describeEachDialect('operator passwords are long and not common', (ctx) => {
  const create = (token: string, password: string) =>
    ctx().call({
      method: 'POST',
      url: '/api/ops/operators',
      token,
      payload: {
        username: `fin${password.length}${Math.floor(Math.random() * 1e6)}`,
        password,
        role: 'finance',
      },
    })

  it('refuses a short or a common password for a new operator, and takes a strong one', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    for (const weak of ['1234567890', 'password12', 'Zq8#mTr2vLx']) {
      const refused = await create(admin.token, weak)
      expect(refused.json()).toMatchObject({
        code: 400,
        msg: 'Operator passwords should have at least 12 characters.',
      })
    }
    const common = await create(admin.token, '1qaz2wsx3edc')
    expect(common.json()).toMatchObject({ code: 400, data: { field: 'password' } })
    expect(common.json<{ msg: string }>().msg).toMatch(/common/)
    expect((await create(admin.token, 'Zq8#mTr2vLxa')).statusCode).toBe(200)
  })

  it('refuses the same when a password is changed, and changes nothing', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const finance = await buildOperator(ctx(), 'finance')
    const change = (password: string) =>
      ctx().call({
        method: 'PATCH',
        url: `/api/ops/operators/${finance.id}`,
        token: admin.token,
        payload: { password },
      })
    expect((await change('password12')).statusCode).toBe(400)
    expect((await change('123qweasdzxc')).statusCode).toBe(400)
    // The old password still signs in.
    const login = await ctx().call({
      method: 'POST',
      url: '/api/ops/auth/login',
      payload: { username: finance.username, password: finance.password },
    })
    expect(login.statusCode).toBe(200)
  })
})

describeEachDialect(
  'in production every operator signs in with a second factor, support too',
  (ctx) => {
    it('a support operator without TOTP can only enrol', async () => {
      const support = await buildOperator(ctx(), 'support')
      expect(support.token).not.toBe('')
      const me = await ctx().call({ method: 'GET', url: '/api/ops/me', token: support.token })
      expect(me.json()).toMatchObject({ data: { enrolOnly: true, totpEnabled: false } })
      const inbox = await ctx().call({
        method: 'GET',
        url: '/api/ops/chat/canned-replies',
        token: support.token,
      })
      expect(inbox.statusCode).toBe(403)
      expect(inbox.json<{ msg: string }>().msg).toBe('Set up two-factor sign-in before anything else.')
    })
  },
  { production: true },
)
