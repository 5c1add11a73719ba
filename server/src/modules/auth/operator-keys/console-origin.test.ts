import { expect, it } from 'vitest'
import type { TestContext } from '../../../testing/context.ts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { createOperator } from '../../operators/index.ts'

/** The console kept apart from the app: its sign-in, its writes, and its own origin. */
let sequence = 0

async function newOperator(ctx: TestContext) {
  const username = `origin${++sequence}`
  const password = 'a-strong-password'
  await createOperator(ctx.deps, { username, password, role: 'support', actorId: null })
  return { username, password }
}

/** Signs in as the console does (its header), and returns the session cookie's `name=value`. */
async function consoleSignIn(ctx: TestContext, host?: string) {
  const op = await newOperator(ctx)
  const login = await ctx.call({
    method: 'POST',
    url: '/api/ops/auth/login',
    headers: { 'x-requested-with': 'console', ...(host ? { host } : {}) },
    payload: op,
  })
  const setCookie = [login.headers['set-cookie']].flat()[0] ?? ''
  return { login, cookie: setCookie.split(';')[0] ?? '' }
}

describeEachDialect('the console on the same origin as the app', (ctx) => {
  it("keeps the session token out of the console sign-in's reply, and gives scripts their token", async () => {
    const { login, cookie } = await consoleSignIn(ctx())
    expect(login.statusCode).toBe(200)
    expect(cookie).toMatch(/^ops_session=[A-Za-z0-9_-]{16,}$/)
    const token = cookie.slice('ops_session='.length)
    expect(login.body).not.toContain(token)
    expect(login.json<{ data: Record<string, unknown> }>().data).not.toHaveProperty('token')

    const op = await newOperator(ctx())
    const script = await ctx().call({ method: 'POST', url: '/api/ops/auth/login', payload: op })
    expect(script.json<{ data: { token: string } }>().data.token).toMatch(/^[A-Za-z0-9_-]{16,}$/)
    expect(script.headers['set-cookie']).toBeUndefined()
  })

  it('takes a cookie write only with the expected header value and from the console origin', async () => {
    const { cookie } = await consoleSignIn(ctx())
    const write = (headers: Record<string, string>) =>
      ctx().call({ method: 'POST', url: '/api/ops/auth/socket-ticket', headers: { cookie, ...headers } })

    const empty = await write({ 'x-requested-with': '', 'sec-fetch-site': 'same-origin' })
    expect(empty.statusCode).toBe(403)
    expect(
      (await write({ 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost' })).statusCode,
    ).toBe(403)
    // The right header from a page of another site, or with no word of where it came from.
    const foreign = await write({
      'x-requested-with': 'console',
      origin: 'https://pages.example.net',
      'sec-fetch-site': 'cross-site',
    })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json<{ msg: string }>().msg).toBe(
      'This console request came from another page. Open the console and try again.',
    )
    expect((await write({ 'x-requested-with': 'console' })).statusCode).toBe(403)

    expect((await write({ 'x-requested-with': 'console', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(
      200,
    )
    expect((await write({ 'x-requested-with': 'console', origin: 'http://localhost' })).statusCode).toBe(200)
  })
})

const CONSOLE = 'https://console.example.com'
const APP_HOST = 'app.example.com'

describeEachDialect(
  'the console on an origin of its own (CONSOLE_ORIGIN)',
  (ctx) => {
    it('answers the console and its API only on its host, and the app only elsewhere', async () => {
      const { login, cookie } = await consoleSignIn(ctx(), 'console.example.com')
      expect(login.statusCode).toBe(200)
      const me = (host: string) =>
        ctx().call({ method: 'GET', url: '/api/ops/me', headers: { cookie, host } })
      expect((await me('console.example.com')).statusCode).toBe(200)
      expect((await me(APP_HOST)).statusCode).toBe(404)
      // Encoded, the console's path is still the console's.
      const encoded = await ctx().call({
        method: 'GET',
        url: '/%61pi/ops/me',
        headers: { cookie, host: APP_HOST },
      })
      expect(encoded.statusCode).toBe(404)

      const signInOnApp = await ctx().call({
        method: 'POST',
        url: '/api/ops/auth/login',
        headers: { host: APP_HOST },
        payload: await newOperator(ctx()),
      })
      expect(signInOnApp.statusCode).toBe(404)

      const appApi = (host: string) => ctx().call({ method: 'GET', url: '/api/config', headers: { host } })
      expect((await appApi(APP_HOST)).statusCode).toBe(200)
      expect((await appApi('console.example.com')).statusCode).toBe(404)
      expect(
        (await ctx().call({ method: 'GET', url: '/health/live', headers: { host: APP_HOST } })).statusCode,
      ).toBe(200)
    })

    it("takes a cookie write from the console's origin only, not from the app's", async () => {
      const { cookie } = await consoleSignIn(ctx(), 'console.example.com')
      const write = (origin: string) =>
        ctx().call({
          method: 'POST',
          url: '/api/ops/auth/socket-ticket',
          headers: { cookie, host: 'console.example.com', 'x-requested-with': 'console', origin },
        })
      expect((await write(`https://${APP_HOST}`)).statusCode).toBe(403)
      expect((await write(CONSOLE)).statusCode).toBe(200)
    })
  },
  { consoleOrigin: CONSOLE },
)
