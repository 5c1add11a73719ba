import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { balancesOf, buildProduct, buildUser, fundUser, productPrice } from '../../testing/factories.ts'

const HOUR = 3600

describeEachDialect('receiving income', (ctx) => {
  async function holdingOf(terms: Parameters<typeof buildProduct>[1]) {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 1_000_000)
    const productId = await buildProduct(ctx(), terms)
    const bought = await ctx().call({
      method: 'POST',
      url: `/api/products/${productId}/buy`,
      token,
      payload: { wallet: 'balance', expectedPrice: await productPrice(ctx(), productId) },
      headers: { 'idempotency-key': randomUUID() },
    })
    return {
      token,
      userId: user.id,
      holdingId: bought.json<{ data: { holdingId: number } }>().data.holdingId,
    }
  }
  const receive = (token: string, holdingId: number) =>
    ctx().call({
      method: 'POST',
      url: `/api/holdings/${holdingId}/receive`,
      token,
      headers: { 'idempotency-key': randomUUID() },
    })
  const holdings = async (token: string, filter = 'all') =>
    (await ctx().call({ method: 'GET', url: `/api/holdings?filter=${filter}`, token })).json<{
      data: { items: Record<string, unknown>[] }
    }>().data.items

  it('credits what is due to revenue, says so, and records each earning', async () => {
    const { token, userId, holdingId } = await holdingOf({
      earningAmount: '250',
      earningsCount: 10,
      claimPeriodSeconds: HOUR,
    })
    expect((await receive(token, holdingId)).json()).toMatchObject({
      code: 409,
      msg: 'There is nothing to receive yet.',
    })
    ctx().clock.advance(3 * HOUR)
    // 2.50 an earning, 10 of them, on 100.00: a plan that pays back less than its price. Each
    // earning returns a tenth of the price (10.00) and the rest is a loss of 7.50.
    expect((await holdings(token))[0]).toMatchObject({
      receivableCount: 3,
      receivable: '750',
      receivableParts: { received: '750', principal: '3000', profit: '-2250' },
      planProfit: '-7500',
    })
    expect((await receive(token, holdingId)).json()).toMatchObject({
      code: 200,
      msg: 'Successfully received',
      data: {
        received: '750',
        parts: { received: '750', principal: '3000', profit: '-2250' },
        holding: {
          collectedCount: 3,
          collectedAmount: '750',
          receivedParts: { received: '750', principal: '3000', profit: '-2250' },
          receivableCount: 0,
        },
      },
    })
    expect((await balancesOf(ctx(), userId)).revenue).toBe(750)
    // Earning records: one line for the receipt, with which earnings it paid.
    const earnings = (await ctx().call({ method: 'GET', url: '/api/earnings', token })).json<{
      data: { items: Record<string, unknown>[] }
    }>().data.items
    expect(earnings).toEqual([
      expect.objectContaining({
        holdingId,
        firstIndex: 1,
        lastIndex: 3,
        count: 3,
        parts: { received: '750', principal: '3000', profit: '-2250' },
        firstDueAt: expect.any(Number),
        lastDueAt: expect.any(Number),
      }),
    ])
    const records = (
      await ctx().call({ method: 'GET', url: '/api/wallet/records?account=revenue', token })
    ).json<{ data: { items: { kind: string; amount: string; balanceAfter: string }[] } }>().data.items
    expect(records[0]).toMatchObject({ kind: 'income', amount: '750', balanceAfter: '750' })
  })

  it('pays nothing more after the last earning, and shows the holding as expired', async () => {
    const { token, userId, holdingId } = await holdingOf({
      earningAmount: '100',
      earningsCount: 2,
      claimPeriodSeconds: HOUR,
    })
    ctx().clock.advance(10 * HOUR)
    expect((await receive(token, holdingId)).json().data).toMatchObject({ received: '200' })
    expect((await receive(token, holdingId)).statusCode).toBe(409)
    expect((await balancesOf(ctx(), userId)).revenue).toBe(200)
    expect((await holdings(token, 'expired')).map((h) => h.id)).toContain(holdingId)
    expect((await holdings(token, 'running')).map((h) => h.id)).not.toContain(holdingId)
  })

  it('never pays an earning twice when the clock moves backwards', async () => {
    const { token, userId, holdingId } = await holdingOf({
      earningAmount: '100',
      earningsCount: 10,
      claimPeriodSeconds: HOUR,
    })
    ctx().clock.advance(5 * HOUR)
    await receive(token, holdingId)
    ctx().clock.advance(-3 * HOUR)
    expect((await receive(token, holdingId)).statusCode).toBe(409)
    ctx().clock.advance(3 * HOUR)
    expect((await receive(token, holdingId)).statusCode).toBe(409)
    ctx().clock.advance(HOUR)
    expect((await receive(token, holdingId)).json().data).toMatchObject({ received: '100' })
    expect((await balancesOf(ctx(), userId)).revenue).toBe(600)
  })

  it('pays nothing while frozen, and lists the holding under Frozen', async () => {
    const { token, userId, holdingId } = await holdingOf({
      earningAmount: '100',
      earningsCount: 10,
      claimPeriodSeconds: HOUR,
    })
    await ctx()
      .deps.database.db.updateTable('holdings')
      .set({ frozen: 1 })
      .where('id', '=', holdingId)
      .execute()
    ctx().clock.advance(2 * HOUR)
    expect((await receive(token, holdingId)).json()).toMatchObject({
      code: 409,
      msg: 'This product is frozen. Please contact customer service.',
    })
    expect((await holdings(token, 'frozen')).map((h) => h.id)).toEqual([holdingId])
    expect((await balancesOf(ctx(), userId)).revenue).toBe(0)
  })

  it("answers 404 for another user's holding", async () => {
    const { holdingId } = await holdingOf({ claimPeriodSeconds: HOUR })
    const other = await buildUser(ctx())
    ctx().clock.advance(2 * HOUR)
    expect((await receive(other.token, holdingId)).statusCode).toBe(404)
  })
})
