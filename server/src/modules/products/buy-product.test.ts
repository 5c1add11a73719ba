import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import {
  balancesOf,
  buildOperator,
  buildProduct,
  buildUser,
  checkMoney,
  fundUser,
  productPrice,
  setVipLevels,
} from '../../testing/factories.ts'

describeEachDialect('buying a product', (ctx) => {
  // The app sends back the price it showed.
  const buy = async (token: string, productId: number, wallet: string, key: string = randomUUID()) =>
    ctx().call({
      method: 'POST',
      url: `/api/products/${productId}/buy`,
      token,
      payload: { wallet, expectedPrice: await productPrice(ctx(), productId) },
      headers: { 'idempotency-key': key },
    })

  it('buys with the balance: price debited, holding created, figures from the terms', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 50_000)
    const productId = await buildProduct(ctx(), { price: '10000', earningAmount: '400', earningsCount: 30 })
    const detail = (await ctx().call({ method: 'GET', url: `/api/products/${productId}`, token })).json<{
      data: Record<string, unknown> & { schedule: unknown[] }
    }>().data
    expect(detail).toMatchObject({
      price: '10000',
      estimatedTotal: '12000',
      principalBack: '10000',
      profit: '2000',
      returnRateBp: 2000,
      // 20 % over 30 days is 243.33… % a year (simple, 365 days), rounded down.
      annualRateBp: 24_333,
      dailyRevenue: '400',
      cycleDays: 30,
      lengthSeconds: 30 * 86_400,
      blockedBy: null,
    })
    expect(detail.schedule).toHaveLength(30)
    const response = await buy(token, productId, 'balance')
    expect(response.json()).toMatchObject({
      code: 200,
      msg: 'Purchase successful',
      // The receipt's first payout: the first row of the schedule the product showed at that moment.
      data: { balances: { balance: '40000' }, firstEarning: detail.schedule[0] },
    })
    expect(detail.schedule[0]).toMatchObject({ index: 1, amount: '400' })
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 40_000, revenue: 0 })
    const holdings = (await ctx().call({ method: 'GET', url: '/api/holdings', token })).json<{
      data: { items: { productId: number; status: string; price: string }[] }
    }>().data.items
    expect(holdings[0]).toMatchObject({ productId, status: 'running', price: '10000' })
  })

  it('buys with the revenue wallet', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 20_000)
    const daily = await buildProduct(ctx(), {
      price: '10000',
      earningAmount: '6000',
      earningsCount: 2,
      claimPeriodSeconds: 3600,
    })
    const holdingId = (await buy(token, daily, 'balance')).json<{ data: { holdingId: number } }>().data
      .holdingId
    ctx().clock.advance(2 * 3600)
    await ctx().call({
      method: 'POST',
      url: `/api/holdings/${holdingId}/receive`,
      token,
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 10_000, revenue: 12_000 })
    const cheap = await buildProduct(ctx(), { price: '5000' })
    expect((await buy(token, cheap, 'revenue')).statusCode).toBe(200)
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 10_000, revenue: 7_000 })
  })

  it('refuses when funds are short, and changes nothing', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 9_999)
    const productId = await buildProduct(ctx(), { price: '10000' })
    const response = await buy(token, productId, 'balance')
    expect(response.json()).toMatchObject({ code: 409, msg: 'Insufficient balance.' })
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 9_999 })
    const holdings = (await ctx().call({ method: 'GET', url: '/api/holdings', token })).json<{
      data: { items: unknown[] }
    }>().data.items
    expect(holdings).toEqual([])
    // The failed attempt did not use up the purchase limit either.
    await fundUser(ctx(), user.id, 1)
    expect((await buy(token, productId, 'balance')).statusCode).toBe(200)
  })

  it('shows the VIP level earned by completed recharges in the user info', async () => {
    const { token, user } = await buildUser(ctx())
    await setVipLevels(ctx(), [
      { level: 0, minRechargeTotal: '0' },
      { level: 1, minRechargeTotal: '50000' },
    ])
    const vip = async () =>
      (await ctx().call({ method: 'GET', url: '/api/user/info', token })).json<{
        data: { vipLevel: number }
      }>().data.vipLevel
    expect(await vip()).toBe(0)
    await fundUser(ctx(), user.id, 50_000)
    expect(await vip()).toBe(1)
  })

  it('refuses a product above the user VIP level, and says why', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 1_000_000)
    const productId = await buildProduct(ctx(), { minVip: 3 })
    const list = (await ctx().call({ method: 'GET', url: '/api/products', token })).json<{
      data: { items: { id: number; blockedBy: string | null }[] }
    }>().data.items
    expect(list.find((p) => p.id === productId)?.blockedBy).toBe('vip')
    expect((await buy(token, productId, 'balance')).json()).toMatchObject({
      code: 409,
      msg: 'This product needs VIP 3 or above.',
    })
  })

  it('stops at the purchase limit', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 1_000_000)
    const productId = await buildProduct(ctx(), { purchaseLimit: 2 })
    expect((await buy(token, productId, 'balance')).statusCode).toBe(200)
    expect((await buy(token, productId, 'balance')).statusCode).toBe(200)
    expect((await buy(token, productId, 'balance')).json()).toMatchObject({
      code: 409,
      msg: 'You have reached the purchase limit of 2 for this product.',
    })
  })

  it('keeps the terms a holding was bought under when the product changes', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 100_000)
    const productId = await buildProduct(ctx(), { price: '10000', earningAmount: '400' })
    await buy(token, productId, 'balance')
    const admin = await buildOperator(ctx(), 'admin')
    const edited = {
      name: 'Renamed',
      overview: '',
      description: '',
      price: '20000',
      earningAmount: '900',
      earningsCount: 5,
      claimPeriodSeconds: 3600,
      profitRule: '1000000',
      minVip: 0,
      purchaseLimit: 9,
      featured: false,
      sort: 0,
    }
    expect(
      (
        await ctx().call({
          method: 'PUT',
          url: `/api/ops/products/${productId}`,
          token: admin.token,
          payload: edited,
        })
      ).statusCode,
    ).toBe(200)
    const [holding] = (await ctx().call({ method: 'GET', url: '/api/holdings', token })).json<{
      data: { items: Record<string, unknown>[] }
    }>().data.items
    expect(holding).toMatchObject({
      price: '10000',
      earningAmount: '400',
      earningsCount: 30,
      profitRule: '1111111',
    })
  })

  it('hides unpublished products and answers 404 to buying them', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 100_000)
    const productId = await buildProduct(ctx(), { sort: -1000 }) // first on the first page
    const listed = async () =>
      (await ctx().call({ method: 'GET', url: '/api/products' }))
        .json<{ data: { items: { id: number }[] } }>()
        .data.items.map((p) => p.id)
    expect(await listed()).toContain(productId)
    const admin = await buildOperator(ctx(), 'admin')
    await ctx().call({ method: 'POST', url: `/api/ops/products/${productId}/unpublish`, token: admin.token })
    // The cached list of this process forgets at once: the product is gone for everyone.
    expect(await listed()).not.toContain(productId)
    expect((await ctx().call({ method: 'GET', url: `/api/products/${productId}` })).statusCode).toBe(404)
    expect((await buy(token, productId, 'balance')).statusCode).toBe(404)
  })

  describe('refuses bad requests without moving money', () => {
    it.each([
      ['no idempotency key', { wallet: 'balance', expectedPrice: '10000' }, null, 400],
      ['unknown wallet', { wallet: 'points', expectedPrice: '10000' }, 'k-unknown-wallet', 400],
      ['extra field', { wallet: 'balance', expectedPrice: '10000', price: '1' }, 'k-extra-field-1', 400],
      ['no price', { wallet: 'balance' }, 'k-no-price-1', 400],
      ['a price in major units', { wallet: 'balance', expectedPrice: '100.00' }, 'k-major-price-1', 400],
      ['a zero price', { wallet: 'balance', expectedPrice: '0' }, 'k-zero-price-1', 400],
    ])('%s', async (_name, payload, key, status) => {
      const { token, user } = await buildUser(ctx())
      await fundUser(ctx(), user.id, 100_000)
      const productId = await buildProduct(ctx())
      const response = await ctx().call({
        method: 'POST',
        url: `/api/products/${productId}/buy`,
        token,
        payload,
        headers: key ? { 'idempotency-key': key } : {},
      })
      expect(response.statusCode).toBe(status)
      expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 100_000 })
    })
  })

  it('refuses a price that changed since the user saw it: 409, no holding, balance unchanged', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 100_000)
    const productId = await buildProduct(ctx(), { price: '10000' })
    const seen = await productPrice(ctx(), productId)
    const admin = await buildOperator(ctx(), 'admin')
    const reprice = (price: string) =>
      ctx().call({
        method: 'PUT',
        url: `/api/ops/products/${productId}`,
        token: admin.token,
        payload: {
          name: 'Repriced plan',
          overview: 'test plan',
          description: '',
          price,
          earningAmount: '500',
          earningsCount: 30,
          claimPeriodSeconds: 86_400,
          profitRule: '1111111',
          minVip: 0,
          purchaseLimit: 100,
          featured: false,
          sort: 0,
        },
      })
    expect((await reprice('90000')).statusCode).toBe(200)
    const stale = await ctx().call({
      method: 'POST',
      url: `/api/products/${productId}/buy`,
      token,
      payload: { wallet: 'balance', expectedPrice: seen },
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().msg).toBe(
      'The price of this product has changed to $900.00. Please check the new price and try again.',
    )
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 100_000 })
    const holdings = (await ctx().call({ method: 'GET', url: '/api/holdings', token })).json<{
      data: { items: unknown[] }
    }>().data.items
    expect(holdings).toEqual([])

    // Bought at the price shown; the same key and body replay after another edit, charged once.
    const key = randomUUID()
    const body = { wallet: 'balance', expectedPrice: '90000' }
    const first = await ctx().call({
      method: 'POST',
      url: `/api/products/${productId}/buy`,
      token,
      payload: body,
      headers: { 'idempotency-key': key },
    })
    expect(first.statusCode).toBe(200)
    expect((await reprice('10000')).statusCode).toBe(200)
    const again = await ctx().call({
      method: 'POST',
      url: `/api/products/${productId}/buy`,
      token,
      payload: body,
      headers: { 'idempotency-key': key },
    })
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 10_000 })
  })

  it('leaves a ledger that holds every invariant', async () => {
    const result = await checkMoney(ctx())
    expect(result.checks.filter((c) => !c.ok)).toEqual([])
  })
})
