import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/each-dialect.ts'
import { buildOperator } from '../testing/factories.ts'

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))

describeEachDialect('the content-security policy of the pages', (ctx) => {
  it('with no chat host and no allowed web pages: only the server itself, no frames', async () => {
    const csp = String((await ctx().call({ method: 'GET', url: '/' })).headers['content-security-policy'])
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'")
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'")
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data:")
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'")
  })
})

describeEachDialect('the content-security policy with allowed web pages', (ctx) => {
  it("admits published announcements' image hosts on the app's pages, drafts' too on the console's", async () => {
    const admin = await buildOperator(ctx(), 'admin')
    for (const [bodyHtml, published] of [
      ['<p>a</p><img src="https://cdn.example.com/a.png?w=1&amp;h=2" alt="a">', true],
      ['<p>b</p><img src="https://img.partner.example:8443/b.png">', false],
      ['<p>c</p><img src="data:image/png;base64,iVBORw0KGgo=">', true],
    ] as const)
      await ctx().call({
        method: 'POST',
        url: '/api/ops/announcements',
        token: admin.token,
        payload: { title: 'T', bodyHtml, published },
      })
    const csp = String((await ctx().call({ method: 'GET', url: '/' })).headers['content-security-policy'])
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https://cdn.example.com")
    const console = String(
      (await ctx().call({ method: 'GET', url: '/admin/' })).headers['content-security-policy'],
    )
    expect(directive(console, 'img-src')).toBe(
      "img-src 'self' data: https://cdn.example.com https://img.partner.example:8443",
    )
  })

  it('never widens to every https host, however many image hosts drafts name', async () => {
    const support = await buildOperator(ctx(), 'support')
    const images = Array.from({ length: 51 }, (_, i) => `<img src="https://h${i}.draft.example/x.png">`)
    const draft = await ctx().call({
      method: 'POST',
      url: '/api/ops/announcements',
      token: support.token,
      payload: { title: 'Draft', bodyHtml: `<p>d</p>${images.join('')}`, published: false },
    })
    expect(draft.statusCode).toBe(200)
    for (const url of ['/', '/admin/']) {
      const csp = String((await ctx().call({ method: 'GET', url })).headers['content-security-policy'])
      expect(String(directive(csp, 'img-src')).split(' '), url).not.toContain('https:')
    }
    const app = String((await ctx().call({ method: 'GET', url: '/' })).headers['content-security-policy'])
    expect(directive(app, 'img-src')).not.toContain('draft.example')
  })

  it('frames exactly the web-view allow-list', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    for (const host of ['pay.example.com', '*.partner.example'])
      await ctx().call({
        method: 'POST',
        url: '/api/ops/webview-hosts',
        token: admin.token,
        payload: { host },
      })
    const csp = String((await ctx().call({ method: 'GET', url: '/' })).headers['content-security-policy'])
    expect(directive(csp, 'frame-src')).toBe('frame-src https://*.partner.example https://pay.example.com')
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'")
  })
})
