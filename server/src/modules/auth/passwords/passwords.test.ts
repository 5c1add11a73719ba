import { describe, expect, it } from 'vitest'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { buildUser, nextPhone } from '../../../testing/factories.ts'

describeEachDialect('changing and resetting a password', (ctx) => {
  const change = (token: string, payload: Record<string, unknown>) =>
    ctx().call({ method: 'POST', url: '/api/auth/password/change', token, payload })
  const info = (token: string) => ctx().call({ method: 'GET', url: '/api/user/info', token })

  describe('change password answers each rule with the specification message', () => {
    it.each([
      [
        { oldPassword: '12345', newPassword: 'newpass1', confirmPassword: 'newpass1' },
        'Old Passwrod should have at least 6 characters.',
      ],
      [
        { oldPassword: 'secret12', newPassword: '12345', confirmPassword: '12345' },
        'New Passwrod should have at least 6 characters.',
      ],
      [
        { oldPassword: 'secret12', newPassword: 'newpass1', confirmPassword: 'newpass2' },
        'The new password does not match the confirmed password.',
      ],
      [
        { oldPassword: 'secret12', newPassword: 'secret12', confirmPassword: 'secret12' },
        'The new password must be different from the old one.',
      ],
    ])('%j → %s', async (payload, message) => {
      const { token } = await buildUser(ctx())
      const response = await change(token, payload)
      expect(response.statusCode).toBe(400)
      expect(response.json().msg).toBe(message)
    })
  })

  it('refuses a wrong old password', async () => {
    const { token } = await buildUser(ctx())
    const response = await change(token, {
      oldPassword: 'wrongpass',
      newPassword: 'newpass1',
      confirmPassword: 'newpass1',
    })
    expect(response.json()).toMatchObject({ code: 400, msg: 'The old password is incorrect.' })
  })

  it('changes it, keeps this session and revokes the others', async () => {
    const { token, phone } = await buildUser(ctx())
    const other = (
      await ctx().call({ method: 'POST', url: '/api/auth/login', payload: { phone, password: 'secret12' } })
    ).json<{ data: { token: string } }>().data.token
    const response = await change(token, {
      oldPassword: 'secret12',
      newPassword: 'newpass1',
      confirmPassword: 'newpass1',
    })
    expect(response.json()).toMatchObject({ code: 200, msg: 'Modification successful' })
    expect((await info(token)).statusCode).toBe(200)
    expect((await info(other)).statusCode).toBe(401)
    const again = await ctx().call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, password: 'newpass1' },
    })
    expect(again.statusCode).toBe(200)
  })

  it('resets with a one-time code sent by SMS and revokes every session', async () => {
    const { token, phone } = await buildUser(ctx())
    const forgot = await ctx().call({ method: 'POST', url: '/api/auth/password/forgot', payload: { phone } })
    expect(forgot.json().code).toBe(200)
    const sms = ctx().sent.findLast((s) => s.phone === phone)
    const code = sms?.text.match(/\b(\d{6})\b/)?.[1]
    expect(code).toBeDefined()
    const reset = (c: string) =>
      ctx().call({
        method: 'POST',
        url: '/api/auth/password/reset',
        payload: { phone, code: c, password: 'fresh123', confirmPassword: 'fresh123' },
      })
    const wrongCode = code === '000000' ? '111111' : '000000'
    expect((await reset(wrongCode)).json().msg).toBe('The verification code is incorrect or has expired.')
    expect((await reset(code ?? '')).json().code).toBe(200)
    expect((await info(token)).statusCode).toBe(401)
    expect((await reset(code ?? '')).statusCode).toBe(400)
    const login = await ctx().call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, password: 'fresh123' },
    })
    expect(login.statusCode).toBe(200)
  })

  it('answers a forgot-password request for an unknown phone the same way and sends nothing', async () => {
    const before = ctx().sent.length
    const { phone } = await buildUser(ctx())
    const known = await ctx().call({ method: 'POST', url: '/api/auth/password/forgot', payload: { phone } })
    const unknown = await ctx().call({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { phone: nextPhone() },
    })
    expect(unknown.json()).toEqual(known.json())
    expect(ctx().sent.length).toBe(before + 1)
  })

  it('invalidates a code after five wrong guesses', async () => {
    const { phone } = await buildUser(ctx())
    await ctx().call({ method: 'POST', url: '/api/auth/password/forgot', payload: { phone } })
    const code =
      ctx()
        .sent.findLast((s) => s.phone === phone)
        ?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
    const guess = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      await ctx().call({
        method: 'POST',
        url: '/api/auth/password/reset',
        payload: { phone, code: guess, password: 'fresh123', confirmPassword: 'fresh123' },
      })
    }
    const late = await ctx().call({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { phone, code, password: 'fresh123', confirmPassword: 'fresh123' },
    })
    expect(late.statusCode).toBe(400)
  })
})
