import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/each-dialect.ts'

describeEachDialect('replies, headers and bad bodies', (ctx) => {
  it('sets security headers on every reply and no-store on the API', async () => {
    const response = await ctx().call({ method: 'GET', url: '/api/config/version' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('answers health checks', async () => {
    expect((await ctx().call({ method: 'GET', url: '/health/live' })).json()).toEqual({ status: 'ok' })
    expect((await ctx().call({ method: 'GET', url: '/health/ready' })).json()).toMatchObject({
      status: 'ok',
      checks: { database: 'up', liveEvents: { backlog: 0 } },
    })
  })

  it('answers 415 for a non-JSON body, 400 for broken JSON, 413 for a huge one', async () => {
    const url = '/api/auth/login'
    expect(
      (
        await ctx().call({
          method: 'POST',
          url,
          payload: 'phone=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(415)
    const broken = await ctx().call({
      method: 'POST',
      url,
      payload: '{"phone":',
      headers: { 'content-type': 'application/json' },
    })
    expect(broken.json()).toMatchObject({ code: 400, msg: 'The request body is not valid JSON.' })
    const huge = await ctx().call({
      method: 'POST',
      url,
      payload: { phone: '1'.repeat(70_000), password: 'x' },
    })
    expect(huge.json()).toMatchObject({ code: 413, data: { error: 'PAYLOAD_TOO_LARGE' } })
  })

  it('answers 400 for wrong types, not 500', async () => {
    const response = await ctx().call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: 5550100001, password: ['x'] },
    })
    expect(response.json()).toMatchObject({ code: 400, data: { error: 'VALIDATION_FAILED', field: 'phone' } })
  })

  it('answers an unknown API path with a 404 envelope', async () => {
    expect((await ctx().call({ method: 'GET', url: '/api/nothing-here' })).json()).toMatchObject({
      code: 404,
      data: { error: 'NOT_FOUND' },
    })
  })

  it('never leaks internal text in a 5xx, and reports not ready when the database fails', async () => {
    const deps = ctx().deps
    const healthy = deps.database
    const failing = new Proxy(healthy.db, {
      get() {
        throw new Error('SELECT secret FROM internals failed at /srv/app')
      },
    })
    deps.database = { ...healthy, db: failing }
    deps.db = failing
    try {
      const response = await ctx().call({ method: 'GET', url: '/api/config' })
      expect(response.statusCode).toBe(500)
      expect(response.body).not.toContain('secret')
      expect(response.json()).toEqual({
        code: 500,
        msg: 'Something went wrong on our side. Please try again.',
        data: { error: 'INTERNAL' },
      })
      expect((await ctx().call({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503)
    } finally {
      deps.database = healthy
      deps.db = healthy.db
    }
  })
})
