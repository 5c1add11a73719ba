import { expect, it } from 'vitest'
import type { NewSignIn, UserSession } from '@app/contracts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { buildUser } from '../../../testing/factories.ts'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

describeEachDialect('a user’s own sessions', (ctx) => {
  /** Signs an existing user in on another device; returns that device's token. */
  const signIn = async (phone: string, password: string, userAgent = IPHONE, ip = '203.0.113.7') => {
    const response = await ctx().call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, password },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    })
    expect(response.statusCode).toBe(200)
    return response.json<{ data: { token: string } }>().data.token
  }
  const list = async (token: string) => {
    const response = await ctx().call({ method: 'GET', url: '/api/auth/sessions', token })
    expect(response.statusCode).toBe(200)
    return response.json<{ data: UserSession[] }>().data
  }
  const infoStatus = async (token: string) =>
    (await ctx().call({ method: 'GET', url: '/api/user/info', token })).statusCode
  const revoke = (token: string, id: number) =>
    ctx().call({ method: 'POST', url: `/api/auth/sessions/${id}/revoke`, token })
  const notice = async (token: string) =>
    (await ctx().call({ method: 'GET', url: '/api/auth/sessions/new-sign-in', token })).json<{
      data: NewSignIn | null
    }>().data

  it('lists only the caller’s live sessions, this one first, with device, partial address and times', async () => {
    const { phone, password, token: first } = await buildUser(ctx())
    const other = await buildUser(ctx())
    await signIn(other.phone, other.password)
    const signedInAt = ctx().clock.now()
    ctx().clock.advance(120)
    const second = await signIn(phone, password, ANDROID, '198.51.100.23')
    ctx().clock.advance(120)
    expect(await infoStatus(first)).toBe(200)

    const mine = await list(second)
    expect(mine).toHaveLength(2)
    expect(mine[0]).toMatchObject({ current: true, browser: 'Chrome', os: 'Android', place: '198.51.100.x' })
    expect(mine[1]).toMatchObject({ current: false, signedInAt, lastActiveAt: ctx().clock.now() })
    expect(JSON.stringify(mine)).not.toContain('198.51.100.23')
    // The other user's sessions are not among them.
    const theirs = await list(other.token)
    expect(theirs.map((s) => s.id).some((id) => mine.some((s) => s.id === id))).toBe(false)
  })

  it('signs one session out at once: its token gets 401 on its next request, the caller stays', async () => {
    const { phone, password, token: first } = await buildUser(ctx())
    const second = await signIn(phone, password)
    const target = (await list(first)).find((s) => !s.current)
    expect(target).toBeDefined()
    expect((await revoke(first, target?.id ?? 0)).statusCode).toBe(200)
    expect(await infoStatus(second)).toBe(401)
    expect(await infoStatus(first)).toBe(200)
    expect((await list(first)).map((s) => s.current)).toEqual([true])
    // An ended session cannot be ended twice.
    expect((await revoke(first, target?.id ?? 0)).statusCode).toBe(404)
  })

  it('signs every other session out and keeps this one', async () => {
    const { phone, password, token: first } = await buildUser(ctx())
    const others = [await signIn(phone, password), await signIn(phone, password, ANDROID)]
    const response = await ctx().call({
      method: 'POST',
      url: '/api/auth/sessions/revoke-others',
      token: first,
    })
    expect(response.json()).toMatchObject({ code: 200, data: { revoked: 2 } })
    for (const token of others) expect(await infoStatus(token)).toBe(401)
    expect(await infoStatus(first)).toBe(200)
    expect(await list(first)).toHaveLength(1)
  })

  it('answers 404 for another user’s session id and changes nothing', async () => {
    const mallory = await buildUser(ctx())
    const victim = await buildUser(ctx())
    const victimSession = (await list(victim.token))[0]
    expect(victimSession?.current).toBe(true)
    const response = await revoke(mallory.token, victimSession?.id ?? 0)
    expect(response.statusCode).toBe(404)
    expect(await infoStatus(victim.token)).toBe(200)
    expect(await list(victim.token)).toHaveLength(1)
    expect((await revoke(mallory.token, 999999)).statusCode).toBe(404)
    // Revoking the others of one account never reaches another account's sessions.
    await ctx().call({ method: 'POST', url: '/api/auth/sessions/revoke-others', token: mallory.token })
    expect(await infoStatus(victim.token)).toBe(200)
  })

  it('tells the existing sessions of a new sign-in until each dismisses it', async () => {
    const { phone, password, token: first } = await buildUser(ctx())
    const stranger = await buildUser(ctx())
    expect(await notice(first)).toBeNull()
    const second = await signIn(phone, password)
    await signIn(stranger.phone, stranger.password)
    const seen = await notice(first)
    expect(seen).toMatchObject({ browser: 'Safari', os: 'iOS', at: ctx().clock.now() })
    // The new device itself is told nothing about the sessions before it.
    expect(await notice(second)).toBeNull()
    const dismiss = await ctx().call({
      method: 'POST',
      url: '/api/auth/sessions/new-sign-in/dismiss',
      token: first,
      payload: { upTo: seen?.id },
    })
    expect(dismiss.statusCode).toBe(200)
    expect(await notice(first)).toBeNull()
    ctx().clock.advance(60)
    await signIn(phone, password, ANDROID)
    expect(await notice(first)).toMatchObject({ browser: 'Chrome', os: 'Android' })
    expect(await notice(second)).toMatchObject({ browser: 'Chrome', os: 'Android' })
  })

  it('refuses a malformed dismissal', async () => {
    const { token } = await buildUser(ctx())
    const response = await ctx().call({
      method: 'POST',
      url: '/api/auth/sessions/new-sign-in/dismiss',
      token,
      payload: { upTo: 'all' },
    })
    expect(response.statusCode).toBe(400)
  })
})
