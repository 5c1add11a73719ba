import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { balancesOf, buildProduct, buildUser, checkMoney, fundUser } from '../../testing/factories.ts'

/**
 * A product edited by another server process: this process is not told, so whatever it remembers
 * of the product (PostgreSQL's purchase keeps the terms it last read, decision 0045) must never be
 * what a purchase is made on. The edits here go straight to the table, as another process's would
 * reach this one.
 */
describeEachDialect('buying a product edited by another process', (ctx) => {
  const buy = (token: string, productId: number, expectedPrice: string) =>
    ctx().call({
      method: 'POST',
      url: `/api/products/${productId}/buy`,
      token,
      payload: { wallet: 'balance', expectedPrice },
      headers: { 'idempotency-key': randomUUID() },
    })
  const edit = (productId: number, terms: Record<string, number | string>) =>
    ctx().deps.db.updateTable('products').set(terms).where('id', '=', productId).execute()

  it('buys on the terms the product has now, never on those seen before', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 100_000)
    const productId = await buildProduct(ctx(), { price: '10000', earningAmount: '500', purchaseLimit: 5 })
    expect((await buy(token, productId, '10000')).statusCode).toBe(200)

    await edit(productId, { price: 20_000 })
    const stale = await buy(token, productId, '10000')
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ data: { error: 'CONFLICT' } })
    expect(stale.json<{ msg: string }>().msg).toContain('200.00')
    expect((await buy(token, productId, '20000')).statusCode).toBe(200)
    await edit(productId, { earning_amount: 900 })
    expect((await buy(token, productId, '20000')).statusCode).toBe(200)
    const holdings = await ctx()
      .deps.db.selectFrom('holdings')
      .select(['price', 'earning_amount'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute()
    expect(holdings).toEqual([
      { price: 10_000, earning_amount: 500 },
      { price: 20_000, earning_amount: 500 },
      { price: 20_000, earning_amount: 900 },
    ])
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 50_000 })
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('refuses at once a product withdrawn, a lowered limit and a raised VIP level, and sells again once undone', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 100_000)
    const productId = await buildProduct(ctx(), { price: '10000', purchaseLimit: 5 })
    expect((await buy(token, productId, '10000')).statusCode).toBe(200)

    await edit(productId, { status: 'unpublished' })
    expect((await buy(token, productId, '10000')).statusCode).toBe(404)
    await edit(productId, { status: 'published' })

    await edit(productId, { purchase_limit: 1 })
    const limited = await buy(token, productId, '10000')
    expect(limited.statusCode).toBe(409)
    expect(limited.json<{ msg: string }>().msg).toBe(
      'You have reached the purchase limit of 1 for this product.',
    )
    await edit(productId, { purchase_limit: 5 })

    await edit(productId, { min_vip: 3 })
    const vip = await buy(token, productId, '10000')
    expect(vip.statusCode).toBe(409)
    expect(vip.json<{ msg: string }>().msg).toContain('3')
    await edit(productId, { min_vip: 0 })

    expect((await buy(token, productId, '10000')).statusCode).toBe(200)
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 80_000 })
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('a purchase refused for want of money takes no slot of the limit', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 5_000)
    const productId = await buildProduct(ctx(), { price: '10000', purchaseLimit: 1 })
    const poor = await buy(token, productId, '10000')
    expect(poor.statusCode).toBe(409)
    await fundUser(ctx(), user.id, 5_000)
    expect((await buy(token, productId, '10000')).statusCode).toBe(200)
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 0 })
    expect((await checkMoney(ctx())).ok).toBe(true)
  })
})
