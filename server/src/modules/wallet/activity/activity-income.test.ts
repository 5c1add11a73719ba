import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import type { ActivityDetail, ActivityRow, Page } from '@app/contracts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { buildOperator, buildProduct, buildUser, fundUser } from '../../../testing/factories.ts'

const HOUR = 3600

/**
 * What the activity feed says of purchases and earnings received (decision 0053): the wallet each
 * moved (a receipt goes to Revenue, a purchase comes from the wallet that paid), the product by name
 * in the reader's language, and for a receipt which earnings it paid and what of it was profit and
 * what the user's own money coming back.
 */
describeEachDialect('the activity feed: purchases and earnings received', (ctx) => {
  const post = (url: string, token: string, payload?: object) =>
    ctx().call({
      method: 'POST',
      url,
      token,
      headers: { 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload }),
    })
  const get = async <T>(url: string, token: string, language = 'en') => {
    const reply = await ctx().call({ method: 'GET', url, token, headers: { 'accept-language': language } })
    expect(reply.statusCode).toBe(200)
    return reply.json<{ data: T }>().data
  }

  it('a receipt names its product, the revenue wallet, its earnings, and its profit apart from the money back', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 20_000)
    // 26.00 an hour, five times, on 100.00: each earning returns 20.00 of the price and 6.00 profit.
    const product = await buildProduct(ctx(), {
      name: 'Hourly Plan',
      price: '10000',
      earningAmount: '2600',
      earningsCount: 5,
      claimPeriodSeconds: HOUR,
    })
    const admin = await buildOperator(ctx(), 'admin')
    const texts = { overview: '', description: '', issuer: '', risks: '', maturity: '', earlyExit: '' }
    const saved = await ctx().call({
      method: 'PUT',
      url: `/api/ops/products/${product}/texts/es`,
      token: admin.token,
      payload: { name: 'Plan por horas', ...texts },
    })
    expect(saved.statusCode).toBe(200)
    expect(
      (await post(`/api/products/${product}/buy`, token, { wallet: 'balance', expectedPrice: '10000' }))
        .statusCode,
    ).toBe(200)
    ctx().clock.advance(5 * HOUR)
    expect((await post('/api/holdings/receive-all', token)).statusCode).toBe(200)
    // Bought again from what came back into Revenue.
    expect(
      (await post(`/api/products/${product}/buy`, token, { wallet: 'revenue', expectedPrice: '10000' }))
        .statusCode,
    ).toBe(200)

    const page = await get<Page<ActivityRow>>('/api/wallet/activity', token)
    const [again, receipt, bought, recharge] = page.items
    expect(receipt).toMatchObject({
      kind: 'income',
      amount: '13000',
      wallet: 'revenue',
      productName: 'Hourly Plan',
      earnings: { first: 1, last: 5, parts: { received: '13000', principal: '10000', profit: '3000' } },
    })
    expect(bought).toMatchObject({
      kind: 'purchase',
      wallet: 'balance',
      productName: 'Hourly Plan',
      earnings: null,
    })
    expect(again).toMatchObject({ kind: 'purchase', wallet: 'revenue', productName: 'Hourly Plan' })
    expect(recharge).toMatchObject({ kind: 'recharge', wallet: 'balance', productName: null, earnings: null })

    // The receipt's own page says the same, named in the reader's language.
    const detail = await get<ActivityDetail>(`/api/wallet/activity/${receipt?.id}`, token, 'es')
    expect(detail).toMatchObject({
      wallet: 'revenue',
      productName: 'Plan por horas',
      earnings: { first: 1, last: 5, parts: { received: '13000', principal: '10000', profit: '3000' } },
    })
    const spanish = await get<Page<ActivityRow>>('/api/wallet/activity', token, 'es')
    expect(spanish.items[1]?.productName).toBe('Plan por horas')
  })
})
