import { beforeAll, expect, it } from 'vitest'
import { passwordHashing, PRODUCTION_PASSWORD_PROFILE } from '../../../lib/password.ts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { buildInvitationCode, buildUser, nextPhone } from '../../../testing/factories.ts'

const TOO_COMMON = {
  en: 'This password is too common. Please choose another one.',
  es: 'Esta contraseña es demasiado común. Elija otra.',
  ja: 'このパスワードはよく使われているため使用できません。別のパスワードを選んでください。',
}

describeEachDialect('common passwords are refused on top of the 6-character minimum', (ctx) => {
  const register = async (password: string, language = 'en') =>
    ctx().call({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        phone: nextPhone(),
        password,
        confirmPassword: password,
        invitationCode: await buildInvitationCode(ctx()),
      },
      headers: { 'accept-language': language },
      remoteAddress: '10.60.0.1',
    })

  it.each(['123456', 'password', 'qwerty123', 'Iloveyou', 'abc123'])(
    'sign-up refuses %j',
    async (password) => {
      const response = await register(password)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        code: 400,
        msg: TOO_COMMON.en,
        data: { error: 'VALIDATION_FAILED', field: 'password' },
      })
    },
  )

  it.each(['es', 'ja'] as const)('says so in %s', async (language) => {
    expect((await register('password1', language)).json().msg).toBe(TOO_COMMON[language])
  })

  it('keeps the specification message for a short password', async () => {
    expect((await register('12345')).json().msg).toBe('Passwrod should have at least 6 characters.')
  })

  it('accepts an uncommon password', async () => {
    expect((await register('plum-harbour-42')).statusCode).toBe(200)
  })

  it('refuses a common new password on change, and the old one still works', async () => {
    const { token, phone, password } = await buildUser(ctx())
    const response = await ctx().call({
      method: 'POST',
      url: '/api/auth/password/change',
      token,
      payload: { oldPassword: password, newPassword: 'football', confirmPassword: 'football' },
    })
    expect(response.json()).toMatchObject({ code: 400, msg: TOO_COMMON.en, data: { field: 'newPassword' } })
    const login = await ctx().call({ method: 'POST', url: '/api/auth/login', payload: { phone, password } })
    expect(login.statusCode).toBe(200)
  })

  it('refuses a common new password on reset without spending an attempt of the code', async () => {
    const { phone } = await buildUser(ctx())
    await ctx().call({ method: 'POST', url: '/api/auth/password/forgot', payload: { phone } })
    const code =
      ctx()
        .sent.findLast((s) => s.phone === phone)
        ?.text.match(/\b(\d{6})\b/)?.[1] ?? ''
    const reset = (password: string) =>
      ctx().call({
        method: 'POST',
        url: '/api/auth/password/reset',
        payload: { phone, code, password, confirmPassword: password },
      })
    for (let i = 0; i < 6; i++) expect((await reset('12345678')).json().msg).toBe(TOO_COMMON.en)
    expect((await reset('plum-harbour-43')).statusCode).toBe(200)
  })
})

describeEachDialect('argon2 work is bounded', (ctx) => {
  // At production's cost, which the bound and its queue were sized for.
  beforeAll(() => {
    ctx().deps.passwords = passwordHashing(PRODUCTION_PASSWORD_PROFILE)
  })

  it('answers 503 with a clear message when too many sign-ins wait, and never 500', async () => {
    const results = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        ctx().call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phone: nextPhone(), password: 'wrong-password' },
          remoteAddress: `10.61.${i >> 8}.${i & 255}`,
        }),
      ),
    )
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.every((s) => s === 400 || s === 503)).toBe(true)
    const busy = results.filter((r) => r.statusCode === 503)
    expect(busy.length).toBeGreaterThan(0)
    expect(busy[0]?.json()).toEqual({
      code: 503,
      msg: 'Too many sign-ins right now. Please try again in a few seconds.',
      data: { error: 'UNAVAILABLE' },
    })
    // Once the flood has passed, sign-in works again.
    const { phone, password } = await buildUser(ctx())
    const login = await ctx().call({ method: 'POST', url: '/api/auth/login', payload: { phone, password } })
    expect(login.statusCode).toBe(200)
  })
})
