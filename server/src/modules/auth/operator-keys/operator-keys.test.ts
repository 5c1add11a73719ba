import { expect, it } from 'vitest'
import { totpCode, totpStep } from '../../../lib/totp.ts'
import type { TestContext } from '../../../testing/context.ts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { buildOperator, buildUser } from '../../../testing/factories.ts'
import { createOperator } from '../../operators/index.ts'

let sequence = 0

/** Operators' stronger keys: TOTP sign-in, the console's cookie session, idle time-outs. */
async function signIn(ctx: TestContext, username: string, password: string, code?: string) {
  return ctx.call({
    method: 'POST',
    url: '/api/ops/auth/login',
    payload: { username, password, ...(code === undefined ? {} : { code }) },
  })
}

/** Signs in as the console does: its header asks for the cookie. */
async function consoleSignIn(ctx: TestContext, username: string, password: string) {
  return ctx.call({
    method: 'POST',
    url: '/api/ops/auth/login',
    headers: { 'x-requested-with': 'console' },
    payload: { username, password },
  })
}

async function newOperator(ctx: TestContext, role: 'admin' | 'finance' | 'support') {
  const username = `keys${role}${++sequence}`
  const password = 'a-strong-password'
  await createOperator(ctx.deps, { username, password, role, actorId: null })
  return { username, password }
}

/** Sets up TOTP for a signed-in operator and returns the secret (the confirming step is used). */
async function enrol(ctx: TestContext, token: string): Promise<string> {
  const started = await ctx.call({ method: 'POST', url: '/api/ops/auth/totp/start', token })
  expect(started.statusCode).toBe(200)
  const { secret, uri } = started.json<{ data: { secret: string; uri: string } }>().data
  expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=/)
  const confirmed = await ctx.call({
    method: 'POST',
    url: '/api/ops/auth/totp/confirm',
    token,
    payload: { code: totpCode(secret, totpStep(ctx.clock.now())) },
  })
  expect(confirmed.json()).toMatchObject({
    code: 200,
    data: { operator: { totpEnabled: true, enrolOnly: false, recoveryCodesLeft: 10 } },
  })
  return secret
}

const cookieOf = (setCookie: string | string[] | undefined): string => {
  const value = Array.isArray(setCookie) ? setCookie[0] : setCookie
  if (!value) throw new Error('no cookie set')
  return value
}

describeEachDialect('operator sign-in with TOTP', (ctx) => {
  it('asks for a code once TOTP is on, refuses a wrong one and a replayed one', async () => {
    const op = await newOperator(ctx(), 'finance')
    const first = await signIn(ctx(), op.username, op.password)
    expect(first.statusCode).toBe(200)
    const secret = await enrol(ctx(), first.json<{ data: { token: string } }>().data.token)

    const without = await signIn(ctx(), op.username, op.password)
    expect(without.statusCode).toBe(400)
    expect(without.json()).toMatchObject({ data: { field: 'code' } })
    expect(without.json<{ msg: string }>().msg).toBe(
      'Enter the 6-digit code from your authenticator app, or a recovery code.',
    )

    ctx().clock.advance(30)
    const code = totpCode(secret, totpStep(ctx().clock.now()))
    const wrong = code === '000000' ? '111111' : '000000'
    const refused = await signIn(ctx(), op.username, op.password, wrong)
    expect(refused.statusCode).toBe(400)
    expect(refused.json<{ msg: string }>().msg).toBe('The code is incorrect or was already used.')

    const ok = await signIn(ctx(), op.username, op.password, code)
    expect(ok.json()).toMatchObject({
      code: 200,
      data: { operator: { totpEnabled: true, enrolOnly: false } },
    })

    // The same code again, within its window: refused, however often it is sent at once.
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => signIn(ctx(), op.username, op.password, code)),
    )
    expect(replays.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400])

    // A wrong password with the right next code is still a wrong password.
    ctx().clock.advance(30)
    const next = totpCode(secret, totpStep(ctx().clock.now()))
    expect((await signIn(ctx(), op.username, 'not-the-password', next)).json<{ msg: string }>().msg).toBe(
      'The username or password is incorrect.',
    )
  })

  it('counts code attempts per operator and refuses past the limit with 429', async () => {
    const op = await newOperator(ctx(), 'admin')
    const token = (await signIn(ctx(), op.username, op.password)).json<{ data: { token: string } }>().data
      .token
    await enrol(ctx(), token)
    ctx().clock.advance(600)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await signIn(ctx(), op.username, op.password, '000001')).statusCode)
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('shows the secret only while enrolling, and refuses a second enrolment', async () => {
    const { token } = await buildOperator(ctx(), 'support')
    await enrol(ctx(), token)
    const again = await ctx().call({ method: 'POST', url: '/api/ops/auth/totp/start', token })
    expect(again.statusCode).toBe(409)
    expect(
      JSON.stringify((await ctx().call({ method: 'GET', url: '/api/ops/me', token })).json()),
    ).not.toMatch(/secret/i)
  })

  it("lets an admin reset another operator's TOTP: their sessions end, and it is audited", async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const op = await newOperator(ctx(), 'finance')
    const login = (await signIn(ctx(), op.username, op.password)).json<{
      data: { token: string; operator: { id: number } }
    }>().data
    await enrol(ctx(), login.token)

    const own = await ctx().call({
      method: 'POST',
      url: `/api/ops/operators/${admin.id}/totp/reset`,
      token: admin.token,
    })
    expect(own.statusCode).toBe(409)
    const reset = await ctx().call({
      method: 'POST',
      url: `/api/ops/operators/${login.operator.id}/totp/reset`,
      token: admin.token,
    })
    expect(reset.statusCode).toBe(200)
    expect((await ctx().call({ method: 'GET', url: '/api/ops/me', token: login.token })).statusCode).toBe(401)
    expect((await signIn(ctx(), op.username, op.password)).json()).toMatchObject({
      code: 200,
      data: { operator: { totpEnabled: false } },
    })
    const audit = await ctx().call({
      method: 'GET',
      url: '/api/ops/audit-log?q=totp-reset',
      token: admin.token,
    })
    expect(JSON.stringify(audit.json())).toContain(`operator:${login.operator.id}`)
  })
})

describeEachDialect(
  'in production, every operator must set up TOTP first',
  (ctx) => {
    it('an admin without TOTP can only enrol, then everything', async () => {
      const op = await newOperator(ctx(), 'admin')
      const login = await signIn(ctx(), op.username, op.password)
      expect(login.json()).toMatchObject({
        code: 200,
        data: { operator: { enrolOnly: true, totpEnabled: false } },
      })
      // In production the console is served over HTTPS: the cookie says so.
      const fromConsole = await consoleSignIn(ctx(), op.username, op.password)
      expect(cookieOf(fromConsole.headers['set-cookie'])).toContain('Secure')
      const { token } = login.json<{ data: { token: string } }>().data

      const refused = await ctx().call({ method: 'GET', url: '/api/ops/operators', token })
      expect(refused.statusCode).toBe(403)
      expect(refused.json<{ msg: string }>().msg).toBe('Set up two-factor sign-in before anything else.')
      const settings = await ctx().call({ method: 'GET', url: '/api/ops/money-settings', token })
      expect(settings.statusCode).toBe(403)
      expect((await ctx().call({ method: 'GET', url: '/api/ops/me', token })).json()).toMatchObject({
        data: { enrolOnly: true },
      })

      await enrol(ctx(), token)
      expect((await ctx().call({ method: 'GET', url: '/api/ops/operators', token })).statusCode).toBe(200)
    })

    it('finance too, and support (decision 0058)', async () => {
      const finance = await newOperator(ctx(), 'finance')
      expect((await signIn(ctx(), finance.username, finance.password)).json()).toMatchObject({
        data: { operator: { enrolOnly: true } },
      })
      const support = await newOperator(ctx(), 'support')
      expect((await signIn(ctx(), support.username, support.password)).json()).toMatchObject({
        data: { operator: { enrolOnly: true } },
      })
    })
  },
  { production: true },
)

describeEachDialect("the console's session cookie", (ctx) => {
  it('is HttpOnly, SameSite=Strict and sent only to the console API', async () => {
    const op = await newOperator(ctx(), 'support')
    const login = await consoleSignIn(ctx(), op.username, op.password)
    const cookie = cookieOf(login.headers['set-cookie'])
    expect(cookie).toMatch(/^ops_session=[A-Za-z0-9_-]{16,}/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/api/ops')
    // Plain HTTP outside production: not Secure, or a local browser would drop it.
    expect(cookie).not.toContain('Secure')
  })

  it('proves the operator on reads, and on writes only with the console header', async () => {
    const op = await newOperator(ctx(), 'support')
    const pair = cookieOf((await consoleSignIn(ctx(), op.username, op.password)).headers['set-cookie']).split(
      ';',
    )[0]
    const headers = { cookie: pair }
    expect((await ctx().call({ method: 'GET', url: '/api/ops/me', headers })).statusCode).toBe(200)

    const forged = await ctx().call({ method: 'POST', url: '/api/ops/auth/totp/start', headers })
    expect(forged.statusCode).toBe(403)
    expect(forged.json<{ msg: string }>().msg).toBe(
      'This console request is missing its header. Reload the console and try again.',
    )
    const fromConsole = await ctx().call({
      method: 'POST',
      url: '/api/ops/auth/totp/start',
      headers: { ...headers, 'x-requested-with': 'console', 'sec-fetch-site': 'same-origin' },
    })
    expect(fromConsole.statusCode).toBe(200)

    // The operator's cookie is no user's session.
    expect((await ctx().call({ method: 'GET', url: '/api/user/info', headers })).statusCode).toBe(401)

    const out = await ctx().call({
      method: 'POST',
      url: '/api/ops/auth/logout',
      headers: { ...headers, 'x-requested-with': 'console', 'sec-fetch-site': 'same-origin' },
    })
    expect(out.statusCode).toBe(200)
    expect(cookieOf(out.headers['set-cookie'])).toMatch(/^ops_session=;.*Max-Age=0/)
    expect((await ctx().call({ method: 'GET', url: '/api/ops/me', headers })).statusCode).toBe(401)
  })

  it('gives the chat socket a one-use ticket that is no session', async () => {
    const { token } = await buildOperator(ctx(), 'support')
    const issued = await ctx().call({ method: 'POST', url: '/api/ops/auth/socket-ticket', token })
    const { ticket } = issued.json<{ data: { ticket: string } }>().data
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{16,}$/)
    expect((await ctx().call({ method: 'GET', url: '/api/ops/me', token: ticket })).statusCode).toBe(401)
  })
})

describeEachDialect('idle time-outs', (ctx) => {
  const me = (token: string) => ctx().call({ method: 'GET', url: '/api/ops/me', token })

  it('ends an operator session after 30 minutes unused, and after 12 hours however used', async () => {
    const { token } = await buildOperator(ctx(), 'support')
    ctx().clock.advance(29 * 60)
    expect((await me(token)).statusCode).toBe(200)
    ctx().clock.advance(29 * 60)
    expect((await me(token)).statusCode).toBe(200)
    ctx().clock.advance(31 * 60)
    expect((await me(token)).statusCode).toBe(401)

    const busy = (await buildOperator(ctx(), 'support')).token
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      ctx().clock.advance(20 * 60)
      expect((await me(busy)).statusCode).toBe(200)
    }
    ctx().clock.advance(20 * 60)
    expect((await me(busy)).statusCode).toBe(401)
  })

  it('ends a user session after 14 days unused, and after 30 days however used', async () => {
    const info = (token: string) => ctx().call({ method: 'GET', url: '/api/user/info', token })
    const idle = (await buildUser(ctx())).token
    const busy = (await buildUser(ctx())).token
    ctx().clock.advance(13 * 86_400)
    expect((await info(busy)).statusCode).toBe(200)
    ctx().clock.advance(13 * 86_400)
    expect((await info(idle)).statusCode).toBe(401)
    expect((await info(busy)).statusCode).toBe(200)
    ctx().clock.advance(4 * 86_400 + 60)
    expect((await info(busy)).statusCode).toBe(401)
  })
})
