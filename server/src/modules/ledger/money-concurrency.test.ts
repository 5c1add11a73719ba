import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { balancesOf, buildProduct, buildUser, checkMoney, fundUser } from '../../testing/factories.ts'
import { countStatuses, httpClient, type HttpClient } from '../../testing/http.ts'

const HOUR = 3600

/**
 * docs/money.md's concurrency figures for buying and income, over real HTTP with every request fired on
 * the same tick; the invariant checker runs after each.
 */
describeEachDialect('money under concurrency', (ctx) => {
  let http: HttpClient
  beforeAll(async () => {
    http = await httpClient(ctx())
  })
  afterAll(() => http.close())

  // Every product here costs 10000, the price the app shows and sends back.
  const buy = (token: string, productId: number, wallet: 'balance' | 'revenue', key: string = randomUUID()) =>
    http.request('POST', `/api/products/${productId}/buy`, {
      token,
      key,
      body: { wallet, expectedPrice: '10000' },
    })
  const receive = (token: string, holdingId: number, key: string = randomUUID()) =>
    http.request('POST', `/api/holdings/${holdingId}/receive`, { token, key })
  const expectLedgerHolds = async () => {
    const result = await checkMoney(ctx())
    expect(result.checks.filter((c) => !c.ok)).toEqual([])
  }
  const holdingCount = async (userId: number) =>
    (await ctx().deps.database.db.selectFrom('holdings').select('id').where('user_id', '=', userId).execute())
      .length

  it('purchase limit: limit 3, ample balance, 30 parallel → exactly 3 orders', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 10_000_000)
    const productId = await buildProduct(ctx(), { price: '10000', purchaseLimit: 3 })
    const results = await Promise.all(Array.from({ length: 30 }, () => buy(token, productId, 'balance')))
    expect(countStatuses(results)).toEqual({ 200: 3, 409: 27 })
    expect(await holdingCount(user.id)).toBe(3)
    expect((await balancesOf(ctx(), user.id)).balance).toBe(10_000_000 - 3 * 10_000)
    await expectLedgerHolds()
  })

  it('income: one earning due, 50 parallel receives → paid once', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 10_000)
    const productId = await buildProduct(ctx(), {
      price: '10000',
      earningAmount: '777',
      earningsCount: 5,
      claimPeriodSeconds: HOUR,
    })
    const holdingId = ((await buy(token, productId, 'balance')).body.data as { holdingId: number }).holdingId
    ctx().clock.advance(HOUR)
    const results = await Promise.all(Array.from({ length: 50 }, () => receive(token, holdingId)))
    expect(countStatuses(results)).toEqual({ 200: 1, 409: 49 })
    expect((await balancesOf(ctx(), user.id)).revenue).toBe(777)
    await expectLedgerHolds()
  })

  it('idempotency: the same key and body × 20 parallel → one effect; a changed body → 422', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 1_000_000)
    const productId = await buildProduct(ctx(), { price: '10000' })
    const key = randomUUID()
    const results = await Promise.all(Array.from({ length: 20 }, () => buy(token, productId, 'balance', key)))
    const statuses = countStatuses(results)
    expect(statuses[200]).toBeGreaterThanOrEqual(1)
    expect((statuses[200] ?? 0) + (statuses[409] ?? 0)).toBe(20)
    // Every 409 is "the first is still running", never a business refusal.
    const refusals = results
      .filter((r) => r.status === 409)
      .map((r) => (r.body.data as { error: string }).error)
    expect(refusals.every((error) => error === 'IDEMPOTENCY_IN_PROGRESS')).toBe(true)
    const holdingIds = new Set(
      results.filter((r) => r.status === 200).map((r) => (r.body.data as { holdingId: number }).holdingId),
    )
    expect(holdingIds.size).toBe(1)
    expect(await holdingCount(user.id)).toBe(1)
    const replay = await buy(token, productId, 'balance', key)
    expect(replay.status).toBe(200)
    expect((replay.body.data as { holdingId: number }).holdingId).toBe([...holdingIds][0])
    expect((await buy(token, productId, 'revenue', key)).status).toBe(422)
    expect((await balancesOf(ctx(), user.id)).balance).toBe(1_000_000 - 10_000)
    await expectLedgerHolds()
  })
})
