import type { Page, WebviewHostRow } from '@app/contracts'
import { describe, expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator, buildUser } from '../../testing/factories.ts'
import { candidateEntries } from './webview.repo.ts'

type Reply<T> = { code: number; msg: string; data: T }

describe('allow-list entries that could admit a host', () => {
  it('are the host itself and a wildcard for each parent of two labels or more', () => {
    expect(candidateEntries('a.b.example.com')).toEqual([
      'a.b.example.com',
      '*.b.example.com',
      '*.example.com',
    ])
    expect(candidateEntries('example.com')).toEqual(['example.com'])
  })
})

describeEachDialect('embedded web page allow-list', (ctx) => {
  const check = (url: string, headers: Record<string, string> = {}) =>
    ctx().call({ method: 'GET', url: `/api/webview/check?url=${encodeURIComponent(url)}`, headers })
  const addHost = async (token: string, host: string, note?: string) =>
    ctx().call({
      method: 'POST',
      url: '/api/ops/webview-hosts',
      token,
      payload: { host, ...(note === undefined ? {} : { note }) },
    })

  describe('roles decide who may do what in the console', () => {
    it.each([
      ['GET', '/api/ops/webview-hosts'],
      ['POST', '/api/ops/webview-hosts'],
      ['DELETE', '/api/ops/webview-hosts/roles.example.com'],
    ] as const)('%s %s is for admins', async (method, url) => {
      for (const role of ['finance', 'support'] as const) {
        const { token } = await buildOperator(ctx(), role)
        const payload = method === 'POST' ? { host: 'roles.example.com' } : undefined
        const response = await ctx().call({ method, url, token, ...(payload ? { payload } : {}) })
        expect(response.statusCode, role).toBe(403)
      }
      expect((await ctx().call({ method, url })).statusCode).toBe(401)
      const user = await buildUser(ctx())
      expect((await ctx().call({ method, url, token: user.token })).statusCode).toBe(401)
    })
  })

  it('admits only https addresses on an allowed host, and says why otherwise', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const added = await addHost(admin.token, ' Pay.Example.COM ', 'payment partner')
    expect(added.json<Reply<WebviewHostRow>>().data).toMatchObject({
      host: 'pay.example.com',
      note: 'payment partner',
      createdBy: admin.username,
    })

    const allowed = await check('https://pay.example.com/checkout?order=7#top')
    expect(allowed.json()).toEqual({
      code: 200,
      msg: '',
      data: { url: 'https://pay.example.com/checkout?order=7#top', allowed: true },
    })
    expect((await check('HTTPS://PAY.EXAMPLE.COM/a')).json()).toMatchObject({ code: 200 })

    const notHttps = 'The address must start with https://'
    const notAllowed = 'This address is not allowed.'
    for (const [url, msg] of [
      ['http://pay.example.com/', notHttps],
      ['javascript:alert(1)', notHttps],
      ['//pay.example.com/', notHttps],
      ['pay.example.com', notHttps],
      ['https://evil.example.com/', notAllowed],
      ['https://pay.example.com.evil.net/', notAllowed],
      ['https://sub.pay.example.com/', notAllowed],
      ['https://example.com/', notAllowed],
      ['https://pay.example.com@evil.net/', notAllowed],
      ['https://user:pw@pay.example.com/', notAllowed],
      ['https://pay.example.com:8443/', notAllowed],
      ['https://', notAllowed],
    ] as const) {
      const response = await check(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json(), url).toMatchObject({ msg, data: { error: 'VALIDATION_FAILED', field: 'url' } })
    }
    expect((await ctx().call({ method: 'GET', url: '/api/webview/check' })).json()).toMatchObject({
      code: 400,
      msg: 'Please enter the address.',
    })
    const spanish = await check('https://evil.example.com/', { 'accept-language': 'es' })
    expect(spanish.json()).toMatchObject({ msg: 'Esta dirección no está permitida.' })
  })

  it('admits every subdomain under an explicit wildcard, but not the bare domain', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    expect((await addHost(admin.token, '*.docs.example.org')).statusCode).toBe(200)
    expect((await check('https://help.docs.example.org/a')).statusCode).toBe(200)
    expect((await check('https://a.b.docs.example.org/')).statusCode).toBe(200)
    expect((await check('https://docs.example.org/')).statusCode).toBe(400)
    expect((await check('https://docs.example.org.evil.net/')).statusCode).toBe(400)
  })

  it('validates hosts and refuses duplicates', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const invalid = 'Enter a host name only, such as pay.example.com or *.example.com (no https://, no path).'
    for (const host of [
      'https://x.example.com',
      'x.example.com/path',
      'x.example.com:443',
      'localhost',
      '*.com',
      'a..example.com',
      '-bad.example.com',
      'ex ample.com',
      '*.*.example.com',
      'x_y.example.com',
    ]) {
      expect((await addHost(admin.token, host)).json(), host).toMatchObject({ code: 400, msg: invalid })
    }
    expect((await addHost(admin.token, '')).json()).toMatchObject({ msg: 'Please enter the host name.' })
    expect((await addHost(admin.token, 'twice.example.com')).statusCode).toBe(200)
    expect((await addHost(admin.token, 'TWICE.example.com')).json()).toMatchObject({
      code: 409,
      msg: 'This host is already allowed.',
    })
  })

  it('removes a host, records both changes, and refuses it from then on', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    await addHost(admin.token, 'gone.example.net', 'trial')
    expect((await check('https://gone.example.net/')).statusCode).toBe(200)
    const listed = await ctx().call({ method: 'GET', url: '/api/ops/webview-hosts', token: admin.token })
    expect(listed.json<Reply<WebviewHostRow[]>>().data.map((h) => h.host)).toContain('gone.example.net')

    const removed = await ctx().call({
      method: 'DELETE',
      url: '/api/ops/webview-hosts/gone.example.net',
      token: admin.token,
    })
    expect(removed.json()).toMatchObject({ code: 200, data: null })
    expect((await check('https://gone.example.net/')).statusCode).toBe(400)
    const again = await ctx().call({
      method: 'DELETE',
      url: '/api/ops/webview-hosts/gone.example.net',
      token: admin.token,
    })
    expect(again.statusCode).toBe(404)

    const audit = await ctx().call({
      method: 'GET',
      url: '/api/ops/audit-log?q=webview:gone.example.net',
      token: admin.token,
    })
    const entries = audit.json<Reply<Page<{ action: string; before: unknown; after: unknown }>>>().data.items
    expect(entries).toMatchObject([
      { action: 'webview.remove', before: { host: 'gone.example.net', note: 'trial' }, after: null },
      { action: 'webview.add', before: null, after: { host: 'gone.example.net', note: 'trial' } },
    ])
  })
})
