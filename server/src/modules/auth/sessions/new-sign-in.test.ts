import type { NotificationItem, Page, UserSession } from '@app/contracts'
import { beforeAll, expect, it } from 'vitest'
import { chatUrl, signIn as openSignedInSocket } from '../../../realtime/testing/ws-client.ts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { buildUser } from '../../../testing/factories.ts'

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

/**
 * A sign-in while another session of the account is live becomes a `sign-in.new` notification,
 * written with the session and pushed live to the devices already signed in; the account's first
 * session, a failed attempt and a sign-in with no other device live tell nobody.
 */
describeEachDialect('the new-sign-in notification', (ctx) => {
  let url = ''
  beforeAll(async () => {
    await ctx().app.listen({ host: '127.0.0.1', port: 0 })
    url = chatUrl((ctx().app.server.address() as { port: number }).port)
  })
  const login = (phone: string, password: string, userAgent = ANDROID, ip = '198.51.100.23') =>
    ctx().call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, password },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    })
  const signIn = async (phone: string, password: string, userAgent?: string, ip?: string) => {
    const response = await login(phone, password, userAgent, ip)
    expect(response.statusCode).toBe(200)
    return response.json<{ data: { token: string } }>().data.token
  }
  const notifications = async (token: string) =>
    (await ctx().call({ method: 'GET', url: '/api/notifications', token })).json<{
      data: Page<NotificationItem>
    }>().data.items

  it('tells the devices already signed in, live, with the device and the masked address', async () => {
    const { phone, password, token: first } = await buildUser(ctx())
    // Signing up is the account's first sign-in: nothing to tell.
    expect(await notifications(first)).toEqual([])
    const { socket } = await openSignedInSocket(url, first)
    const second = await signIn(phone, password)
    const frame = await socket.take('notification')
    const sessions = (await ctx().call({ method: 'GET', url: '/api/auth/sessions', token: second })).json<{
      data: UserSession[]
    }>().data
    const newest = sessions.find((s) => s.current)
    expect(frame).toMatchObject({
      unread: 1,
      notification: {
        type: 'sign-in.new',
        params: { sessionId: newest?.id, browser: 'Chrome', os: 'Android', place: '198.51.100.x' },
        read: false,
      },
    })
    expect(JSON.stringify(frame)).not.toContain('198.51.100.23')
    // The list is the account's: both devices read the same notice.
    expect(await notifications(first)).toEqual([frame.notification])
    expect(await notifications(second)).toEqual([frame.notification])
    await socket.close()
  })

  it('an unknown device and an address it cannot mask carry only what is known', async () => {
    const { phone, password, token } = await buildUser(ctx())
    await signIn(phone, password, 'curl-ish', 'not-an-address')
    const [notice] = await notifications(token)
    expect(notice?.params).toEqual({ sessionId: expect.any(Number) })
  })

  it('a wrong password, or a sign-in with no other device signed in, tells nobody', async () => {
    const { phone, password, token } = await buildUser(ctx())
    expect((await login(phone, 'wrong-password')).statusCode).toBe(400)
    expect(await notifications(token)).toEqual([])
    // Signed out everywhere, then back in on a new phone: there is no other device to tell.
    expect((await ctx().call({ method: 'POST', url: '/api/auth/logout', token })).statusCode).toBe(200)
    const again = await signIn(phone, password)
    expect(await notifications(again)).toEqual([])
    // The next device is told of.
    await signIn(phone, password)
    expect((await notifications(again)).map((n) => n.type)).toEqual(['sign-in.new'])
  })
})
