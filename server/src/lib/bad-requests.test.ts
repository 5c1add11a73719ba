import { randomUUID } from 'node:crypto'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/each-dialect.ts'
import {
  buildOperator,
  buildProduct,
  buildUser,
  checkMoney,
  fundUser,
  productPrice,
} from '../testing/factories.ts'
import { installErrorHandler } from './error-handler.ts'

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

describeEachDialect('requests the server must refuse cleanly', (ctx) => {
  it('refuses a 5,000-deep body on receive with 400 and pays nothing', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 10_000)
    const productId = await buildProduct(ctx(), { price: '10000', claimPeriodSeconds: 3600 })
    const bought = await ctx().call({
      method: 'POST',
      url: `/api/products/${productId}/buy`,
      token,
      payload: { wallet: 'balance', expectedPrice: await productPrice(ctx(), productId) },
      headers: { 'idempotency-key': randomUUID() },
    })
    const holdingId = bought.json<{ data: { holdingId: number } }>().data.holdingId
    ctx().clock.advance(3600)
    for (const payload of [deepArray(5_000), deepArray(30_000), '{"a":1}', '[]', '"x"']) {
      const response = await ctx().call({
        method: 'POST',
        url: `/api/holdings/${holdingId}/receive`,
        token,
        payload,
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      })
      expect(response.statusCode, payload.slice(0, 10)).toBe(400)
      expect(response.json()).toMatchObject({ code: 400, data: { error: 'VALIDATION_FAILED' } })
    }
    const earnings = await ctx().call({ method: 'GET', url: '/api/earnings', token })
    expect(earnings.json<{ data: { items: unknown[] } }>().data.items).toEqual([])
    // No body and an empty object still receive.
    const received = await ctx().call({
      method: 'POST',
      url: `/api/holdings/${holdingId}/receive`,
      token,
      payload: {},
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(received.statusCode).toBe(200)
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('refuses a null body with 400, and an empty change of an operator changes nothing', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const support = await buildOperator(ctx(), 'support')
    const url = `/api/ops/operators/${support.id}`
    const nulled = await ctx().call({
      method: 'PATCH',
      url,
      token: admin.token,
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    })
    expect(nulled.json()).toMatchObject({ code: 400, data: { error: 'VALIDATION_FAILED' } })
    const empty = await ctx().call({ method: 'PATCH', url, token: admin.token, payload: {} })
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toMatchObject({ data: { id: support.id, role: 'support', disabled: false } })
  })

  it('refuses a body on an endpoint that takes none, so signing out with one signs nobody out', async () => {
    const { token } = await buildUser(ctx())
    const response = await ctx().call({
      method: 'POST',
      url: '/api/auth/logout',
      token,
      payload: { everything: true },
    })
    expect(response.json()).toMatchObject({ code: 400, data: { error: 'VALIDATION_FAILED' } })
    expect((await ctx().call({ method: 'GET', url: '/api/user/info', token })).statusCode).toBe(200)
  })

  it('answers a path that does not decode, an overlong id and a text with U+0000 in the envelope', async () => {
    const operator = await buildOperator(ctx(), 'admin')
    for (const url of ['/api/ops/users/%E0%A4%A', `/api/ops/users/${'9'.repeat(200)}`]) {
      const response = await ctx().call({ method: 'GET', url, token: operator.token })
      expect(response.statusCode, url).toBe(404)
      expect(response.json()).toMatchObject({ code: 404, data: { error: 'NOT_FOUND' } })
    }
    const nul = await ctx().call({ method: 'GET', url: '/api/ops/audit-log?q=a%00b', token: operator.token })
    expect(nul.json()).toMatchObject({ code: 400, data: { error: 'VALIDATION_FAILED' } })
  })

  it('answers a plain GET of the chat socket with a 404 envelope', async () => {
    const response = await ctx().call({ method: 'GET', url: '/api/chat/ws' })
    expect(response.json()).toMatchObject({ code: 404, data: { error: 'NOT_FOUND' } })
  })
})

describe('client errors nobody named', () => {
  it('keep their 4xx in the envelope; a real failure stays a generic 500', async () => {
    const app = Fastify()
    installErrorHandler(app)
    app.get('/teapot', async () => {
      throw Object.assign(new Error('internal words'), { statusCode: 418, code: 'FST_ERR_SOMETHING_NEW' })
    })
    app.get('/gone', async () => {
      throw Object.assign(new Error('internal words'), { statusCode: 404 })
    })
    app.get('/broken', async () => {
      throw new Error('internal words')
    })
    const teapot = await app.inject({ method: 'GET', url: '/teapot' })
    expect(teapot.statusCode).toBe(400)
    expect(teapot.json()).toMatchObject({ code: 400, data: { error: 'VALIDATION_FAILED' } })
    expect(teapot.body).not.toContain('internal')
    expect((await app.inject({ method: 'GET', url: '/gone' })).json()).toMatchObject({
      code: 404,
      data: { error: 'NOT_FOUND' },
    })
    const broken = await app.inject({ method: 'GET', url: '/broken' })
    expect(broken.statusCode).toBe(500)
    expect(broken.body).not.toContain('internal')
    await app.close()
  })
})
