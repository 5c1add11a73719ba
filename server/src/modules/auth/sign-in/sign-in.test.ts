import { expect, it } from 'vitest'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { buildUser, nextPhone } from '../../../testing/factories.ts'

describeEachDialect('sign-in and sessions', (ctx) => {
  const login = (phone: string, password: string, ip = '10.0.0.1') =>
    ctx().call({ method: 'POST', url: '/api/auth/login', payload: { phone, password }, remoteAddress: ip })

  it('logs in and reads the user with the bearer token', async () => {
    const { phone, password } = await buildUser(ctx())
    const response = await login(phone, password)
    expect(response.statusCode).toBe(200)
    const { token, userInfo } = response.json<{ data: { token: string; userInfo: { phone: string } } }>().data
    expect(userInfo.phone).toBe(phone)
    const info = await ctx().call({ method: 'GET', url: '/api/user/info', token })
    expect(info.json()).toMatchObject({ code: 200, data: { phone, vipLevel: 0 } })
  })

  it('stores only a hash of the token', async () => {
    const { token } = await buildUser(ctx())
    const rows = await ctx().deps.database.db.selectFrom('sessions').select('token_hash').execute()
    expect(rows.some((r) => r.token_hash === token)).toBe(false)
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true)
  })

  it('gives an unknown phone and a wrong password the same answer', async () => {
    const { phone } = await buildUser(ctx())
    const wrong = await login(phone, 'not-it-at-all', '10.0.0.2')
    const unknown = await login(nextPhone(), 'not-it-at-all', '10.0.0.2')
    expect(wrong.statusCode).toBe(unknown.statusCode)
    expect(wrong.json()).toEqual(unknown.json())
  })

  it('answers 401 without a token, with a malformed one, and after logout', async () => {
    const { token } = await buildUser(ctx())
    expect((await ctx().call({ method: 'GET', url: '/api/user/info' })).statusCode).toBe(401)
    expect(
      (await ctx().call({ method: 'GET', url: '/api/user/info', token: 'x'.repeat(43) })).statusCode,
    ).toBe(401)
    expect((await ctx().call({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(200)
    const after = await ctx().call({ method: 'GET', url: '/api/user/info', token })
    expect(after.statusCode).toBe(401)
    expect(after.json().msg).toBe('Please log in first')
  })

  it('expires a session after 30 days', async () => {
    const { token } = await buildUser(ctx())
    ctx().clock.advance(31 * 24 * 3600)
    expect((await ctx().call({ method: 'GET', url: '/api/user/info', token })).statusCode).toBe(401)
  })

  it('limits failed sign-ins per phone, even from many addresses', async () => {
    const { phone, password } = await buildUser(ctx())
    for (let i = 0; i < 10; i++)
      expect((await login(phone, 'wrong-password', `10.1.0.${i}`)).statusCode).toBe(400)
    const limited = await login(phone, password, '10.1.1.1')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().msg).toBe('Too many attempts, please try again later.')
    ctx().clock.advance(601)
    expect((await login(phone, password, '10.1.1.1')).statusCode).toBe(200)
  })
})
