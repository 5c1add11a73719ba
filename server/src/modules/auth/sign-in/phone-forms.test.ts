import { expect, it } from 'vitest'
import type { TestContext } from '../../../testing/context.ts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { buildInvitationCode, buildUser, DEFAULT_PASSWORD } from '../../../testing/factories.ts'
import { LOGIN_FAILURES_PER_PHONE } from './auth.service.ts'

let sequence = 0

async function signIn(ctx: TestContext, phone: string, password: string, address: string) {
  const response = await ctx.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone, password },
    remoteAddress: address,
  })
  return {
    status: response.statusCode,
    userId: response.json<{ data?: { userInfo?: { id: number } } }>().data?.userInfo?.id,
  }
}

describeEachDialect('one phone written three ways is one account', (ctx) => {
  it('signs up +5550… once, signs in by any form, and refuses a second sign-up in another form', async () => {
    const digits = `555017${String(++sequence).padStart(4, '0')}`
    const { user } = await buildUser(ctx(), { phone: `+${digits}` })
    for (const form of [`+${digits}`, `0${digits}`, digits, ` 00${digits} `]) {
      expect(await signIn(ctx(), form.trim(), DEFAULT_PASSWORD, '10.77.0.1')).toEqual({
        status: 200,
        userId: user.id,
      })
    }
    const again = await ctx().call({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        phone: `0${digits}`,
        password: DEFAULT_PASSWORD,
        confirmPassword: DEFAULT_PASSWORD,
        invitationCode: await buildInvitationCode(ctx()),
      },
      remoteAddress: '10.77.0.2',
    })
    expect(again.statusCode).toBe(409)
    const stored = await ctx()
      .deps.db.selectFrom('users')
      .select('phone')
      .where('id', '=', user.id)
      .executeTakeFirst()
    expect(stored?.phone).toBe(digits)
  })

  it("counts a phone's failed sign-ins as one, whichever form each guess is written in", async () => {
    const digits = `555018${String(++sequence).padStart(4, '0')}`
    await buildUser(ctx(), { phone: digits })
    const forms = [`+${digits}`, `0${digits}`, digits]
    const statuses: number[] = []
    for (let i = 0; i <= LOGIN_FAILURES_PER_PHONE; i++) {
      statuses.push((await signIn(ctx(), forms[i % 3] as string, `wrong-${i}`, `10.78.${i}.1`)).status)
    }
    expect(statuses.slice(0, LOGIN_FAILURES_PER_PHONE).every((s) => s === 400)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    ctx().clock.advance(601)
  })

  it('refuses a phone that is only zeros and a plus', async () => {
    const response = await ctx().call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: '+0000000', password: 'whatever' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ data: { field: 'phone' } })
  })
})
