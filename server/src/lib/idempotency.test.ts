import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/each-dialect.ts'
import {
  balancesOf,
  buildProduct,
  buildUser,
  checkMoney,
  fundUser,
  productPrice,
} from '../testing/factories.ts'

/** Idempotency keys as docs/money.md states them: the first answer is stored and replayed, refusals too. */
describeEachDialect('idempotency keys', (ctx) => {
  const buy = async (token: string, productId: number, key: string, wallet = 'balance') =>
    ctx().call({
      method: 'POST',
      url: `/api/products/${productId}/buy`,
      token,
      payload: { wallet, expectedPrice: await productPrice(ctx(), productId) },
      headers: { 'idempotency-key': key },
    })

  it('replays a business refusal for its key, even once the refusal no longer holds; a new key runs anew', async () => {
    const { token, user } = await buildUser(ctx())
    const productId = await buildProduct(ctx(), { price: '10000' })
    const key = randomUUID()
    const refused = await buy(token, productId, key)
    expect(refused.statusCode).toBe(409)
    expect(refused.headers['idempotent-replayed']).toBeUndefined()
    await fundUser(ctx(), user.id, 10_000)

    const again = await buy(token, productId, key)
    expect(again.statusCode).toBe(409)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(refused.json())
    expect((await balancesOf(ctx(), user.id)).balance).toBe(10_000)
    // The same key with another body is still a mismatch, not a replay.
    expect((await buy(token, productId, key, 'revenue')).statusCode).toBe(422)

    const fresh = await buy(token, productId, randomUUID())
    expect(fresh.statusCode).toBe(200)
    expect((await balancesOf(ctx(), user.id)).balance).toBe(0)
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('replays a success with its status and body, and buys nothing more, though the money would allow it', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 20_000)
    const productId = await buildProduct(ctx(), { price: '10000' })
    const key = randomUUID()
    const first = await buy(token, productId, key)
    const second = await buy(token, productId, key)
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json()).toEqual(first.json())
    expect((await balancesOf(ctx(), user.id)).balance).toBe(10_000)
    const holdings = await ctx()
      .deps.db.selectFrom('holdings')
      .select('id')
      .where('user_id', '=', user.id)
      .execute()
    expect(holdings).toHaveLength(1)
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('stores nothing for a request refused before it ran: a fixed retry with the key runs', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 10_000)
    const productId = await buildProduct(ctx(), { price: '10000' })
    const key = randomUUID()
    const invalid = await buy(token, productId, key, 'nowhere')
    expect(invalid.statusCode).toBe(400)
    expect((await buy(token, productId, key)).statusCode).toBe(200)
  })
})
