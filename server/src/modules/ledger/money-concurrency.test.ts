import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { balancesOf, buildProduct, buildUser, fundUser } from '../../testing/factories.ts'
import { countStatuses, httpClient, type HttpClient, type HttpResult } from '../../testing/http.ts'
import { checkLedger } from './invariants.ts'

const HOUR = 3600

/**
 * MONEY.md's concurrency figures for buying and income, over real HTTP with every request fired on
 * the same tick; the invariant checker runs after each.
 */
describeEachDialect('money under concurrency', (ctx) => {
  let http: HttpClient
  beforeAll(async () => {
    http = await httpClient(ctx())
  })
  afterAll(() => http.close())

  const buy = (token: string, productId: number, wallet: 'balance' | 'revenue', key: string = randomUUID()) =>
    http.request('POST', `/api/products/${productId}/buy`, { token, key, body: { wallet } })
  const receive = (token: string, holdingId: number, key: string = randomUUID()) =>
    http.request('POST', `/api/holdings/${holdingId}/receive`, { token, key })
  const expectLedgerHolds = async () => {
    const result = await checkLedger(ctx().deps.database.db, ctx().clock.now())
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

  it('storm: users buying and receiving at random → no 5xx, every figure matches a model of the ok answers', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => buildUser(ctx())))
    for (const u of users) await fundUser(ctx(), u.user.id, 60_000)
    const products = [
      {
        id: await buildProduct(ctx(), {
          price: '7000',
          earningAmount: '300',
          earningsCount: 40,
          claimPeriodSeconds: 600,
          purchaseLimit: 4,
        }),
        price: 7000,
      },
      {
        id: await buildProduct(ctx(), {
          price: '13000',
          earningAmount: '900',
          earningsCount: 20,
          claimPeriodSeconds: 900,
          purchaseLimit: 2,
        }),
        price: 13_000,
      },
    ]
    const holdings = new Map<number, number[]>(users.map((u) => [u.user.id, []]))
    const model = new Map(users.map((u) => [u.user.id, { balance: 60_000, revenue: 0 }]))
    let seed = 7
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed % n
    }
    const all: HttpResult[] = []
    for (let round = 0; round < 8; round++) {
      ctx().clock.advance(1200)
      const fired = users.flatMap((u) =>
        Array.from({ length: 4 }, () => {
          const owned = holdings.get(u.user.id) ?? []
          const product = products[random(products.length)] ?? products[0]!
          const action = random(owned.length > 0 ? 3 : 2)
          if (action === 2) {
            const holdingId = owned[random(owned.length)] ?? 0
            return receive(u.token, holdingId).then((r) => ({
              r,
              apply: () =>
                void (
                  r.status === 200 &&
                  (model.get(u.user.id)!.revenue += Number((r.body.data as { received: string }).received))
                ),
            }))
          }
          const wallet = action === 0 ? 'balance' : 'revenue'
          return buy(u.token, product.id, wallet).then((r) => ({
            r,
            apply: () => {
              if (r.status !== 200) return
              model.get(u.user.id)![wallet] -= product.price
              owned.push((r.body.data as { holdingId: number }).holdingId)
            },
          }))
        }),
      )
      for (const { r, apply } of await Promise.all(fired)) {
        all.push(r)
        apply()
      }
    }
    expect(all.filter((r) => r.status >= 500)).toEqual([])
    expect(all.filter((r) => r.status === 200).length).toBeGreaterThan(20)
    for (const u of users) {
      const actual = await balancesOf(ctx(), u.user.id)
      expect({ balance: actual.balance, revenue: actual.revenue }).toEqual(model.get(u.user.id))
    }
    await expectLedgerHolds()
  })
})
