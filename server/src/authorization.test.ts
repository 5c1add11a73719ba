import { randomUUID } from 'node:crypto'
import type { OperatorRole } from '@app/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from './testing/context.ts'
import { describeEachDialect } from './testing/each-dialect.ts'
import {
  anyChannel,
  balancesOf,
  buildOperator,
  buildProduct,
  buildUser,
  fundUser,
  productPrice,
  withdrawalOf,
} from './testing/factories.ts'
import { POLICY } from './testing/route-policy.ts'

/** Routes that take an id of something no user owns (a product anyone may buy). */
const NOT_OWNED = new Set(['POST /api/products/:id/buy'])

const ROLES: OperatorRole[] = ['admin', 'finance', 'support']
const SAMPLE = { id: '999999', file: 'en.json', locale: 'en', host: 'x.example' } as Record<string, string>
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_m, p: string) => SAMPLE[p] ?? '1').replace(/\*$/, 'messages')
const isSessionEnd = (key: string) => key.endsWith('/auth/logout')
const CHAT_ORIGIN = 'https://chat.example'

const apiRoutes = (ctx: TestContext) => ctx.app.routeTable.filter((r) => r.url.startsWith('/api/'))

describeEachDialect('authorization across the whole route table', (ctx) => {
  const tokens: Record<string, string> = {}
  /** What no public answer may show: a user's phone, an operator's name, any session token. */
  const secrets: string[] = []
  const disclosed: string[] = []
  let routes: { method: string; url: string }[] = []
  beforeAll(async () => {
    await ctx().app.ready()
    routes = apiRoutes(ctx())
    const user = await buildUser(ctx())
    tokens.user = user.token
    secrets.push(user.phone, user.token)
    for (const role of ROLES) {
      const operator = await buildOperator(ctx(), role)
      tokens[role] = operator.token
      secrets.push(operator.username, operator.token)
    }
  })

  const call = async (method: string, url: string, who: string) => {
    // Signing out ends the session under test: give those routes a fresh one each time.
    let bearer = tokens[who]
    if (bearer && isSessionEnd(`${method} ${url}`))
      bearer =
        who === 'user'
          ? (await buildUser(ctx())).token
          : (await buildOperator(ctx(), who as OperatorRole)).token
    const response = await ctx().call({
      method: method as 'GET',
      url: concrete(url),
      token: bearer,
      headers: { 'idempotency-key': randomUUID() },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    })
    const shown = secrets.filter((secret) => response.body.includes(secret))
    if (!bearer) disclosed.push(...shown.map((secret) => `${method} ${url}: ${secret}`))
    return response.statusCode
  }

  it('classifies every registered API route', () => {
    const unlisted = routes.map((r) => `${r.method} ${r.url}`).filter((key) => !(key in POLICY))
    expect(unlisted).toEqual([])
  })

  it('answers each route × anonymous, a user and each operator role with the exact status of its policy', async () => {
    const mismatches: string[] = []
    for (const { method, url } of routes) {
      const key = `${method} ${url}`
      const rule = POLICY[key]
      if (!rule || rule[0] === 'websocket') continue
      const [access, ok] = rule
      expect(ok, `${key}: an allowed caller must never get a 5xx`).toBeLessThan(500)
      const expected: [string, number][] = []
      if (access === 'public') expected.push(['anonymous', ok])
      else if (access === 'user') {
        expected.push(['anonymous', 401], ['user', ok])
        for (const role of ROLES) expected.push([role, 401])
      } else {
        expected.push(['anonymous', 401], ['user', 401])
        for (const role of ROLES)
          expected.push([role, access.ops === 'any' || access.ops.includes(role) ? ok : 403])
      }
      for (const [who, status] of expected) {
        const got = await call(method, url, who)
        if (got !== status) mismatches.push(`${key} as ${who}: ${got}, expected ${status}`)
      }
    }
    expect(mismatches).toEqual([])
    expect(disclosed).toEqual([])
  })

  describe("another user's object is a 404, never its data, and nothing changes", () => {
    it('covers every user route that takes an id', () => {
      const withId = routes
        .map((r) => `${r.method} ${r.url}`)
        .filter((key) => POLICY[key]?.[0] === 'user' && key.includes('/:') && !NOT_OWNED.has(key))
      const covered = [
        'POST /api/holdings/:id/receive',
        'GET /api/wallet/records/:id',
        'GET /api/wallet/activity/:id',
        'POST /api/recharges/:id/cancel',
        'POST /api/withdrawals/:id/cancel',
        'POST /api/notifications/:id/read',
        'POST /api/auth/sessions/:id/revoke',
      ]
      expect(withId.filter((key) => !covered.includes(key))).toEqual([])
    })

    it("refuses user B every holding, record and recharge of user A, and leaves A's money as it was", async () => {
      const a = await buildUser(ctx())
      const b = await buildUser(ctx())
      await fundUser(ctx(), a.user.id, 100_000)
      const productId = await buildProduct(ctx(), { claimPeriodSeconds: 3600 })
      const post = (url: string, token: string, payload?: object) =>
        ctx().call({ method: 'POST', url, token, payload, headers: { 'idempotency-key': randomUUID() } })
      const bought = await post(`/api/products/${productId}/buy`, a.token, {
        wallet: 'balance',
        expectedPrice: await productPrice(ctx(), productId),
      })
      const holdingId = bought.json<{ data: { holdingId: number } }>().data.holdingId
      const records = await ctx().call({ method: 'GET', url: '/api/wallet/records', token: a.token })
      const recordId = records.json<{ data: { items: { id: number }[] } }>().data.items[0]?.id
      const events = await ctx().call({ method: 'GET', url: '/api/wallet/activity', token: a.token })
      const eventId = events.json<{ data: { items: { id: number }[] } }>().data.items[0]?.id
      // The holding's income is due; the recharge is still pending.
      ctx().clock.advance(7200)
      const channelId = await anyChannel(ctx())
      const recharge = await post('/api/recharges', a.token, {
        membershipNumber: 'M',
        payerAccount: 'P',
        amount: '100',
        channelId,
      })
      const rechargeId = recharge.json<{ data: { id: number } }>().data.id
      await ctx().call({
        method: 'PUT',
        url: '/api/account/receipt',
        token: a.token,
        payload: { accountNumber: '1234567890', receiverName: 'A', method: 'Bank', password: a.password },
      })
      const withdrawal = await post('/api/withdrawals', a.token, withdrawalOf('5000'))
      const withdrawalId = withdrawal.json<{ data: { id: number } }>().data.id
      const notices = await ctx().call({ method: 'GET', url: '/api/notifications', token: a.token })
      const notificationId = notices.json<{ data: { items: { id: number }[] } }>().data.items[0]?.id
      const sessions = await ctx().call({ method: 'GET', url: '/api/auth/sessions', token: a.token })
      const sessionId = sessions.json<{ data: { id: number }[] }>().data[0]?.id ?? 0
      /** Each user route that takes an id, called on user A's object with `token`. */
      const onObjectsOfA: Record<string, (token: string) => ReturnType<TestContext['call']>> = {
        'POST /api/holdings/:id/receive': (token) => post(`/api/holdings/${holdingId}/receive`, token),
        'GET /api/wallet/records/:id': (token) =>
          ctx().call({ method: 'GET', url: `/api/wallet/records/${recordId}`, token }),
        'GET /api/wallet/activity/:id': (token) =>
          ctx().call({ method: 'GET', url: `/api/wallet/activity/${eventId}`, token }),
        'POST /api/recharges/:id/cancel': (token) => post(`/api/recharges/${rechargeId}/cancel`, token),
        'POST /api/withdrawals/:id/cancel': (token) => post(`/api/withdrawals/${withdrawalId}/cancel`, token),
        'POST /api/notifications/:id/read': (token) =>
          post(`/api/notifications/${notificationId}/read`, token),
        // Last: A signing its own session out ends the token the calls above use.
        'POST /api/auth/sessions/:id/revoke': (token) =>
          post(`/api/auth/sessions/${sessionId}/revoke`, token),
      }

      const db = ctx().deps.database.db
      const snapshot = async () => ({
        holding: await db.selectFrom('holdings').selectAll().where('id', '=', holdingId).executeTakeFirst(),
        recharge: await db
          .selectFrom('recharges')
          .selectAll()
          .where('id', '=', rechargeId)
          .executeTakeFirst(),
        withdrawal: await db
          .selectFrom('withdrawals')
          .selectAll()
          .where('id', '=', withdrawalId)
          .executeTakeFirst(),
        notices: await db.selectFrom('notifications').selectAll().where('user_id', '=', a.user.id).execute(),
        session: await db
          .selectFrom('sessions')
          .select('revoked_at')
          .where('id', '=', sessionId)
          .executeTakeFirst(),
        a: await balancesOf(ctx(), a.user.id),
        b: await balancesOf(ctx(), b.user.id),
        entries: (await db.selectFrom('journal_entries').select('id').execute()).length,
      })
      const before = await snapshot()
      for (const [key, attempt] of Object.entries(onObjectsOfA)) {
        const response = await attempt(b.token)
        expect(response.statusCode, key).toBe(404)
        expect(response.body, key).not.toContain(a.phone)
      }
      expect(await snapshot()).toEqual(before)
      const listed = await ctx().call({ method: 'GET', url: '/api/holdings', token: b.token })
      expect(listed.json<{ data: { items: unknown[] } }>().data.items).toEqual([])
      // The objects were A's all along: A still can.
      for (const [key, attempt] of Object.entries(onObjectsOfA))
        expect((await attempt(a.token)).statusCode, key).toBe(200)
    })
  })
})

describeEachDialect(
  'authorization of the routes that exist only with a separate chat origin',
  (ctx) => {
    it('classifies every route of a server built with allowed origins, and answers the chat preflight', async () => {
      await ctx().app.ready()
      const keys = apiRoutes(ctx()).map((r) => `${r.method} ${r.url}`)
      expect(keys).toContain('OPTIONS /api/chat/*')
      expect(keys.filter((key) => !(key in POLICY))).toEqual([])
      const [, ok] = POLICY['OPTIONS /api/chat/*'] ?? []
      const listed = await ctx().call({
        method: 'OPTIONS',
        url: '/api/chat/messages',
        headers: { origin: CHAT_ORIGIN, 'access-control-request-method': 'POST' },
      })
      expect(listed.statusCode).toBe(ok)
      expect(listed.headers['access-control-allow-origin']).toBe(CHAT_ORIGIN)
      const other = await ctx().call({
        method: 'OPTIONS',
        url: '/api/chat/messages',
        headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
      })
      expect(other.statusCode).toBe(ok)
      expect(other.headers['access-control-allow-origin']).toBeUndefined()
      expect(other.headers['access-control-allow-methods']).toBeUndefined()
    })
  },
  { allowedOrigins: [CHAT_ORIGIN] },
)
