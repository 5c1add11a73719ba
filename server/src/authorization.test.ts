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
} from './testing/factories.ts'

type Access = 'public' | 'user' | 'websocket' | { ops: readonly OperatorRole[] | 'any' }

const ANY: Access = { ops: 'any' }
const ADMIN: Access = { ops: ['admin'] }
/** Finance moves money; admin runs everything. */
const MONEY: Access = { ops: ['admin', 'finance'] }
/** Support answers users; admin runs everything. */
const SUPPORT: Access = { ops: ['admin', 'support'] }

/**
 * Who may call what, and what an allowed caller gets for the probe this test sends (every `:id`
 * names nothing, `999999`; a body of `{}`; a fresh idempotency key): every route the server
 * registers must be listed here, so a new route cannot ship without a decision.
 *
 * Least privilege: admin runs everything; finance moves money (the recharge and withdrawal queues,
 * freezes, the ledger check, and reads the payment settings it reconciles against); support answers
 * users (users and their money, teams, chat, announcements, invitation codes). Support reads no
 * bearer code (redemption codes), no SMS text, and changes no money and no setting. Product, VIP,
 * language and site editing is admin's; every role reads the site settings (the console's currency).
 */
const POLICY: Record<string, [Access, number]> = {
  'GET /api/config': ['public', 200],
  'GET /api/config/version': ['public', 200],
  'GET /api/config/lang/:file': ['public', 200],
  'POST /api/auth/login': ['public', 400],
  'POST /api/auth/register': ['public', 400],
  'POST /api/auth/password/forgot': ['public', 400],
  'POST /api/auth/password/reset': ['public', 400],
  'GET /api/products': ['public', 200],
  'GET /api/products/:id': ['public', 404],
  'GET /api/home': ['public', 200],
  'GET /api/vip-levels': ['public', 200],
  'GET /api/announcements': ['public', 200],
  'GET /api/announcements/:id': ['public', 404],
  'GET /api/announcements/latest': ['public', 200],
  'GET /api/webview/check': ['public', 400],
  'POST /api/auth/logout': ['user', 200],
  'POST /api/auth/password/change': ['user', 400],
  'GET /api/user/info': ['user', 200],
  'POST /api/products/:id/buy': ['user', 400],
  'GET /api/holdings': ['user', 200],
  'POST /api/holdings/:id/receive': ['user', 404],
  'GET /api/earnings': ['user', 200],
  'GET /api/orders': ['user', 200],
  'GET /api/wallet': ['user', 200],
  'GET /api/wallet/records': ['user', 200],
  'GET /api/wallet/records/:id': ['user', 404],
  'GET /api/account/receipt': ['user', 200],
  'PUT /api/account/receipt': ['user', 400],
  'GET /api/wallet/recharge-options': ['user', 200],
  'POST /api/recharges': ['user', 400],
  'GET /api/recharges': ['user', 200],
  'POST /api/recharges/:id/cancel': ['user', 404],
  'GET /api/wallet/withdraw-options': ['user', 200],
  'POST /api/withdrawals': ['user', 400],
  'GET /api/withdrawals': ['user', 200],
  'GET /api/points': ['user', 200],
  'GET /api/points/records': ['user', 200],
  'POST /api/redeem': ['user', 400],
  'GET /api/team': ['user', 200],
  'GET /api/team/members': ['user', 400],
  'GET /api/announcements/unread-count': ['user', 200],
  'GET /api/chat/messages': ['user', 200],
  'POST /api/chat/messages': ['user', 400],
  'POST /api/chat/read': ['user', 400],
  'GET /api/chat/unread': ['user', 200],
  'GET /api/chat/presence': ['public', 200],
  // Its upgrade and the sign-in frame are walked by realtime/chat-socket.test.ts.
  'GET /api/chat/ws': ['websocket', 0],
  'GET /api/docs': ['public', 200],
  'GET /api/docs/openapi.json': ['public', 200],
  'POST /api/ops/auth/login': ['public', 400],
  'POST /api/ops/auth/logout': [ANY, 200],
  'GET /api/ops/me': [ANY, 200],
  'GET /api/ops/operators': [ADMIN, 200],
  'POST /api/ops/operators': [ADMIN, 400],
  'PATCH /api/ops/operators/:id': [ADMIN, 404],
  'GET /api/ops/settings': [ANY, 200],
  'PUT /api/ops/settings': [ADMIN, 400],
  'GET /api/ops/languages/:locale': [ADMIN, 200],
  'PUT /api/ops/languages/:locale': [ADMIN, 400],
  'GET /api/ops/invitation-codes': [SUPPORT, 200],
  'POST /api/ops/invitation-codes': [ADMIN, 400],
  'GET /api/ops/sms-outbox': [ADMIN, 200],
  'GET /api/ops/audit-log': [ADMIN, 200],
  'GET /api/ops/products': [ADMIN, 200],
  'POST /api/ops/products': [ADMIN, 400],
  'PUT /api/ops/products/:id': [ADMIN, 400],
  'POST /api/ops/products/:id/publish': [ADMIN, 404],
  'POST /api/ops/products/:id/unpublish': [ADMIN, 404],
  'GET /api/ops/vip-levels': [ADMIN, 200],
  'PUT /api/ops/vip-levels': [ADMIN, 400],
  'GET /api/ops/ledger/check': [MONEY, 200],
  'POST /api/ops/ledger/entries/:id/reverse': [ADMIN, 400],
  'GET /api/ops/recharges': [MONEY, 200],
  'POST /api/ops/recharges/:id/confirm': [MONEY, 404],
  'POST /api/ops/recharges/:id/error': [MONEY, 404],
  'GET /api/ops/withdrawals': [MONEY, 200],
  'GET /api/ops/withdrawals/summary': [MONEY, 200],
  'POST /api/ops/withdrawals/:id/complete': [MONEY, 404],
  'POST /api/ops/withdrawals/:id/reject': [MONEY, 400],
  'GET /api/ops/users': [ANY, 200],
  'GET /api/ops/users/:id': [ANY, 404],
  'GET /api/ops/users/:id/ledger': [ANY, 200],
  'GET /api/ops/users/:id/holdings': [ANY, 200],
  'GET /api/ops/users/:id/team': [SUPPORT, 404],
  'GET /api/ops/users/:id/team/members': [SUPPORT, 400],
  'POST /api/ops/users/:id/freeze': [MONEY, 404],
  'POST /api/ops/users/:id/unfreeze': [MONEY, 404],
  'POST /api/ops/holdings/:id/freeze': [MONEY, 404],
  'POST /api/ops/holdings/:id/unfreeze': [MONEY, 404],
  'GET /api/ops/redemption-codes': [ADMIN, 200],
  'POST /api/ops/redemption-codes': [ADMIN, 400],
  'GET /api/ops/payment-channels': [MONEY, 200],
  'POST /api/ops/payment-channels': [ADMIN, 400],
  'PUT /api/ops/payment-channels/:id': [ADMIN, 400],
  'GET /api/ops/money-settings': [MONEY, 200],
  'PUT /api/ops/money-settings': [ADMIN, 400],
  'GET /api/ops/announcements': [SUPPORT, 200],
  'GET /api/ops/announcements/:id': [SUPPORT, 404],
  'POST /api/ops/announcements': [SUPPORT, 400],
  'PUT /api/ops/announcements/:id': [SUPPORT, 400],
  'POST /api/ops/announcements/:id/publish': [SUPPORT, 404],
  'POST /api/ops/announcements/:id/unpublish': [SUPPORT, 404],
  'GET /api/ops/webview-hosts': [ADMIN, 200],
  'POST /api/ops/webview-hosts': [ADMIN, 400],
  'DELETE /api/ops/webview-hosts/:host': [ADMIN, 404],
  'GET /api/ops/chat/conversations': [SUPPORT, 200],
  'GET /api/ops/chat/conversations/:id/messages': [SUPPORT, 404],
  'GET /api/ops/chat/conversations/:id/user': [SUPPORT, 404],
  'POST /api/ops/chat/conversations/:id/assign': [SUPPORT, 404],
  'POST /api/ops/chat/conversations/:id/messages': [SUPPORT, 400],
  'POST /api/ops/chat/conversations/:id/read': [SUPPORT, 400],
  'GET /api/ops/chat/presence': [SUPPORT, 200],
  'POST /api/ops/chat/presence': [SUPPORT, 400],
  'POST /api/ops/auth/totp/start': [ANY, 200],
  'POST /api/ops/auth/totp/confirm': [ANY, 400],
  'POST /api/ops/auth/socket-ticket': [ANY, 200],
  'POST /api/ops/operators/:id/totp/reset': [ADMIN, 404],
  'GET /api/ops/approvals': [MONEY, 200],
  'POST /api/ops/approvals/:id/approve': [MONEY, 404],
  'POST /api/ops/approvals/:id/reject': [MONEY, 404],
  'OPTIONS /api/chat/*': ['public', 204],
}

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
        'POST /api/recharges/:id/cancel',
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
      /** Each user route that takes an id, called on user A's object with `token`. */
      const onObjectsOfA: Record<string, (token: string) => ReturnType<TestContext['call']>> = {
        'POST /api/holdings/:id/receive': (token) => post(`/api/holdings/${holdingId}/receive`, token),
        'GET /api/wallet/records/:id': (token) =>
          ctx().call({ method: 'GET', url: `/api/wallet/records/${recordId}`, token }),
        'POST /api/recharges/:id/cancel': (token) => post(`/api/recharges/${rechargeId}/cancel`, token),
      }

      const db = ctx().deps.database.db
      const snapshot = async () => ({
        holding: await db.selectFrom('holdings').selectAll().where('id', '=', holdingId).executeTakeFirst(),
        recharge: await db
          .selectFrom('recharges')
          .selectAll()
          .where('id', '=', rechargeId)
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
