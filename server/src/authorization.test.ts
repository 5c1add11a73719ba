import { randomUUID } from 'node:crypto'
import type { OperatorRole } from '@app/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { describeEachDialect } from './testing/each-dialect.ts'
import { anyChannel, buildOperator, buildProduct, buildUser, fundUser } from './testing/factories.ts'

type Policy = 'public' | 'user' | 'websocket' | { ops: OperatorRole[] | 'any' }

const ANY: Policy = { ops: 'any' }
const ADMIN: Policy = { ops: ['admin'] }
const MONEY: Policy = { ops: ['admin', 'finance'] }
const SUPPORT: Policy = { ops: ['admin', 'support'] }

/**
 * Who may call what: every route the server registers must be listed here, so a new route cannot
 * ship without a decision. "public" routes may answer anyone; "user" routes need a user's session;
 * console routes need an operator session with one of the roles.
 */
const POLICY: Record<string, Policy> = {
  'GET /api/config': 'public',
  'GET /api/config/version': 'public',
  'GET /api/config/lang/:file': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/password/forgot': 'public',
  'POST /api/auth/password/reset': 'public',
  'GET /api/products': 'public',
  'GET /api/products/:id': 'public',
  'GET /api/home': 'public',
  'GET /api/vip-levels': 'public',
  'GET /api/announcements': 'public',
  'GET /api/announcements/:id': 'public',
  'GET /api/announcements/latest': 'public',
  'GET /api/webview/check': 'public',
  'POST /api/auth/logout': 'user',
  'POST /api/auth/password/change': 'user',
  'GET /api/user/info': 'user',
  'POST /api/products/:id/buy': 'user',
  'GET /api/holdings': 'user',
  'POST /api/holdings/:id/receive': 'user',
  'GET /api/earnings': 'user',
  'GET /api/orders': 'user',
  'GET /api/wallet': 'user',
  'GET /api/wallet/records': 'user',
  'GET /api/wallet/records/:id': 'user',
  'GET /api/account/receipt': 'user',
  'PUT /api/account/receipt': 'user',
  'GET /api/wallet/recharge-options': 'user',
  'POST /api/recharges': 'user',
  'GET /api/recharges': 'user',
  'POST /api/recharges/:id/cancel': 'user',
  'GET /api/wallet/withdraw-options': 'user',
  'POST /api/withdrawals': 'user',
  'GET /api/withdrawals': 'user',
  'GET /api/points': 'user',
  'GET /api/points/records': 'user',
  'POST /api/redeem': 'user',
  'GET /api/team': 'user',
  'GET /api/team/members': 'user',
  'GET /api/announcements/unread-count': 'user',
  'GET /api/chat/messages': 'user',
  'POST /api/chat/messages': 'user',
  'POST /api/chat/read': 'user',
  'GET /api/chat/unread': 'user',
  'GET /api/chat/presence': 'public',
  'GET /api/chat/ws': 'websocket',
  'GET /api/docs': 'public',
  'GET /api/docs/openapi.json': 'public',
  'POST /api/ops/auth/login': 'public',
  'POST /api/ops/auth/logout': ANY,
  'GET /api/ops/me': ANY,
  'POST /api/ops/auth/totp/start': ANY,
  'POST /api/ops/auth/totp/confirm': ANY,
  'POST /api/ops/auth/socket-ticket': ANY,
  'POST /api/ops/operators/:id/totp/reset': ADMIN,
  'GET /api/ops/approvals': MONEY,
  'POST /api/ops/approvals/:id/approve': MONEY,
  'POST /api/ops/approvals/:id/reject': MONEY,
  'GET /api/ops/operators': ADMIN,
  'POST /api/ops/operators': ADMIN,
  'PATCH /api/ops/operators/:id': ADMIN,
  'GET /api/ops/settings': ANY,
  'PUT /api/ops/settings': ADMIN,
  'GET /api/ops/languages/:locale': ANY,
  'PUT /api/ops/languages/:locale': ADMIN,
  'GET /api/ops/invitation-codes': SUPPORT,
  'POST /api/ops/invitation-codes': ADMIN,
  'GET /api/ops/sms-outbox': SUPPORT,
  'GET /api/ops/audit-log': ADMIN,
  'GET /api/ops/products': ANY,
  'POST /api/ops/products': ADMIN,
  'PUT /api/ops/products/:id': ADMIN,
  'POST /api/ops/products/:id/publish': ADMIN,
  'POST /api/ops/products/:id/unpublish': ADMIN,
  'GET /api/ops/vip-levels': ANY,
  'PUT /api/ops/vip-levels': ADMIN,
  'GET /api/ops/ledger/check': MONEY,
  'GET /api/ops/recharges': ANY,
  'POST /api/ops/recharges/:id/confirm': MONEY,
  'POST /api/ops/recharges/:id/error': MONEY,
  'GET /api/ops/withdrawals': ANY,
  'GET /api/ops/withdrawals/summary': ANY,
  'POST /api/ops/withdrawals/:id/complete': MONEY,
  'POST /api/ops/withdrawals/:id/reject': MONEY,
  'GET /api/ops/users': ANY,
  'GET /api/ops/users/:id': ANY,
  'GET /api/ops/users/:id/ledger': ANY,
  'GET /api/ops/users/:id/holdings': ANY,
  'GET /api/ops/users/:id/team': SUPPORT,
  'GET /api/ops/users/:id/team/members': SUPPORT,
  'POST /api/ops/users/:id/freeze': MONEY,
  'POST /api/ops/users/:id/unfreeze': MONEY,
  'POST /api/ops/holdings/:id/freeze': MONEY,
  'POST /api/ops/holdings/:id/unfreeze': MONEY,
  'GET /api/ops/redemption-codes': ANY,
  'POST /api/ops/redemption-codes': ADMIN,
  'GET /api/ops/payment-channels': ANY,
  'POST /api/ops/payment-channels': ADMIN,
  'PUT /api/ops/payment-channels/:id': ADMIN,
  'GET /api/ops/money-settings': ANY,
  'PUT /api/ops/money-settings': ADMIN,
  'GET /api/ops/announcements': ANY,
  'GET /api/ops/announcements/:id': ANY,
  'POST /api/ops/announcements': SUPPORT,
  'PUT /api/ops/announcements/:id': SUPPORT,
  'POST /api/ops/announcements/:id/publish': SUPPORT,
  'POST /api/ops/announcements/:id/unpublish': SUPPORT,
  'GET /api/ops/webview-hosts': ADMIN,
  'POST /api/ops/webview-hosts': ADMIN,
  'DELETE /api/ops/webview-hosts/:host': ADMIN,
  'GET /api/ops/chat/conversations': SUPPORT,
  'GET /api/ops/chat/conversations/:id/messages': SUPPORT,
  'GET /api/ops/chat/conversations/:id/user': SUPPORT,
  'POST /api/ops/chat/conversations/:id/assign': SUPPORT,
  'POST /api/ops/chat/conversations/:id/messages': SUPPORT,
  'POST /api/ops/chat/conversations/:id/read': SUPPORT,
  'GET /api/ops/chat/presence': SUPPORT,
  'POST /api/ops/chat/presence': SUPPORT,
}

const ROLES: OperatorRole[] = ['admin', 'finance', 'support']
const SAMPLE_PARAMS: Record<string, string> = {
  id: '999999',
  file: 'en.json',
  locale: 'en',
  host: 'not-listed.example',
}
const concrete = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? '1')
const isSessionEnd = (key: string) => key.endsWith('/auth/logout')

describeEachDialect('authorization across the whole route table', (ctx) => {
  const tokens: Record<string, string> = {}
  let routes: { method: string; url: string }[] = []
  beforeAll(async () => {
    await ctx().app.ready()
    routes = ctx().app.routeTable.filter((r) => r.url.startsWith('/api/'))
    tokens.user = (await buildUser(ctx())).token
    for (const role of ROLES) tokens[role] = (await buildOperator(ctx(), role)).token
  })

  const call = async (method: string, url: string, token: string | undefined) => {
    // Signing out ends the session under test: give those routes a fresh one each time.
    const key = `${method} ${url}`
    let bearer = token
    if (token && isSessionEnd(key))
      bearer =
        token === tokens.user
          ? (await buildUser(ctx())).token
          : (
              await buildOperator(
                ctx(),
                (Object.keys(tokens).find((k) => tokens[k] === token) as OperatorRole) ?? 'admin',
              )
            ).token
    const response = await ctx().call({
      method: method as 'GET',
      url: concrete(url),
      token: bearer,
      headers: { 'idempotency-key': randomUUID() },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    })
    return response.statusCode
  }

  it('classifies every registered API route', () => {
    const unlisted = routes.map((r) => `${r.method} ${r.url}`).filter((key) => !(key in POLICY))
    expect(unlisted).toEqual([])
  })

  it('answers each route × anonymous, a user and each operator role as its policy says', async () => {
    const mismatches: string[] = []
    for (const { method, url } of routes) {
      const key = `${method} ${url}`
      const policy = POLICY[key]
      if (!policy || policy === 'websocket' || policy === 'public') continue
      const expectations: [string, string | undefined, (s: number) => boolean][] = [
        ['anonymous', undefined, (s) => s === 401],
      ]
      if (policy === 'user') {
        expectations.push(['user', tokens.user, (s) => s !== 401 && s !== 403])
        for (const role of ROLES) expectations.push([role, tokens[role], (s) => s === 401])
      } else {
        expectations.push(['user', tokens.user, (s) => s === 401])
        for (const role of ROLES) {
          const allowed = policy.ops === 'any' || policy.ops.includes(role)
          expectations.push([role, tokens[role], allowed ? (s) => s !== 401 && s !== 403 : (s) => s === 403])
        }
      }
      for (const [who, token, ok] of expectations) {
        const status = await call(method, url, token)
        if (!ok(status)) mismatches.push(`${key} as ${who}: ${status}`)
      }
    }
    expect(mismatches).toEqual([])
  })

  it('never shows a public route behind a sign-in', async () => {
    const refused: string[] = []
    for (const { method, url } of routes) {
      const key = `${method} ${url}`
      if (POLICY[key] !== 'public') continue
      const status = await call(method, url, undefined)
      if (status === 401 || status === 403 || status >= 500) refused.push(`${key}: ${status}`)
    }
    expect(refused).toEqual([])
  })

  describe("another user's object is a 404, never its data", () => {
    it('holdings, records and recharges of user A are not found for user B', async () => {
      const a = await buildUser(ctx())
      const b = await buildUser(ctx())
      await fundUser(ctx(), a.user.id, 100_000)
      const productId = await buildProduct(ctx(), { claimPeriodSeconds: 3600 })
      const bought = await ctx().call({
        method: 'POST',
        url: `/api/products/${productId}/buy`,
        token: a.token,
        payload: { wallet: 'balance' },
        headers: { 'idempotency-key': randomUUID() },
      })
      const holdingId = bought.json<{ data: { holdingId: number } }>().data.holdingId
      const record = (await ctx().call({ method: 'GET', url: '/api/wallet/records', token: a.token })).json<{
        data: { items: { id: number }[] }
      }>().data.items[0]
      const recharge = await ctx().call({
        method: 'POST',
        url: '/api/recharges',
        token: a.token,
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          membershipNumber: 'M',
          payerAccount: 'P',
          amount: '100',
          channelId: await anyChannel(ctx()),
        },
      })
      const rechargeId = recharge.json<{ data: { id: number } }>().data.id
      ctx().clock.advance(7200)
      const attempts = [
        await ctx().call({
          method: 'POST',
          url: `/api/holdings/${holdingId}/receive`,
          token: b.token,
          headers: { 'idempotency-key': randomUUID() },
        }),
        await ctx().call({ method: 'GET', url: `/api/wallet/records/${record?.id}`, token: b.token }),
        await ctx().call({ method: 'POST', url: `/api/recharges/${rechargeId}/cancel`, token: b.token }),
      ]
      for (const attempt of attempts) {
        expect(attempt.statusCode).toBe(404)
        expect(attempt.body).not.toContain(a.phone)
      }
      const listed = await ctx().call({ method: 'GET', url: '/api/holdings', token: b.token })
      expect(listed.json<{ data: { items: unknown[] } }>().data.items).toEqual([])
    })
  })
})
