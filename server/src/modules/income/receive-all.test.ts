import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ReceiveAllReply } from '@app/contracts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { balancesOf, buildProduct, buildUser, checkMoney, fundUser } from '../../testing/factories.ts'
import { countStatuses, httpClient, type HttpClient } from '../../testing/http.ts'

const HOUR = 3600

/** Receive all over real HTTP, with parallel requests fired on the same tick. */
describeEachDialect('receive all', (ctx) => {
  let http: HttpClient
  beforeAll(async () => {
    http = await httpClient(ctx())
  })
  afterAll(() => http.close())

  const buy = async (token: string, productId: number) =>
    (
      (
        await http.request('POST', `/api/products/${productId}/buy`, {
          token,
          key: randomUUID(),
          body: { wallet: 'balance', expectedPrice: '10000' },
        })
      ).body.data as { holdingId: number }
    ).holdingId
  const receiveAll = (token: string, key: string = randomUUID()) =>
    http.request('POST', '/api/holdings/receive-all', { token, key })
  const receiveOne = (token: string, holdingId: number) =>
    http.request('POST', `/api/holdings/${holdingId}/receive`, { token, key: randomUUID() })
  const incomeEntries = (userId: number) =>
    ctx()
      .deps.database.db.selectFrom('journal_entries')
      .select(['reference'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'income')
      .execute()
  const expectLedgerHolds = async () =>
    expect((await checkMoney(ctx())).checks.filter((c) => !c.ok)).toEqual([])

  /** A user with three holdings (earnings 100, 200, 300 an hour, 10 each); the third frozen. */
  async function threeHoldings() {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 30_000)
    const ids: number[] = []
    for (const earningAmount of ['100', '200', '300']) {
      const productId = await buildProduct(ctx(), {
        price: '10000',
        earningAmount,
        earningsCount: 10,
        claimPeriodSeconds: HOUR,
      })
      ids.push(await buy(token, productId))
    }
    await ctx()
      .deps.database.db.updateTable('holdings')
      .set({ frozen: 1 })
      .where('id', '=', ids[2] ?? 0)
      .execute()
    return { token, userId: user.id, ids }
  }

  it('receives what is due on every holding not frozen, one ledger entry each, and says what', async () => {
    const { token, userId, ids } = await threeHoldings()
    expect((await receiveAll(token)).body).toMatchObject({
      code: 409,
      msg: 'There is nothing to receive yet.',
    })
    ctx().clock.advance(3 * HOUR)
    const reply = await receiveAll(token)
    expect(reply.status).toBe(200)
    expect(reply.body.msg).toBe('Everything due was received.')
    const data = reply.body.data as ReceiveAllReply
    expect(data.received).toBe('900')
    expect(data.holdings.map((h) => [h.id, h.received])).toEqual([
      [ids[0], '300'],
      [ids[1], '600'],
    ])
    // Each of 10 earnings returns 10.00 of its 100.00 price: 1.00 and 2.00 an hour are losses.
    expect(data.holdings.map((h) => h.parts)).toEqual([
      { received: '300', principal: '3000', profit: '-2700' },
      { received: '600', principal: '3000', profit: '-2400' },
    ])
    expect(data.parts).toEqual({ received: '900', principal: '6000', profit: '-5100' })
    expect((await balancesOf(ctx(), userId)).revenue).toBe(900)
    expect((await incomeEntries(userId)).map((e) => e.reference).sort()).toEqual(
      [`income:h${ids[0]}:1-3`, `income:h${ids[1]}:1-3`].sort(),
    )
    expect((await receiveAll(token)).status).toBe(409)
    await expectLedgerHolds()
  })

  it('parallel Receive all with different keys: the money is received exactly once', async () => {
    const { token, userId } = await threeHoldings()
    ctx().clock.advance(2 * HOUR)
    const results = await Promise.all(Array.from({ length: 20 }, () => receiveAll(token)))
    expect(countStatuses(results)).toEqual({ 200: 1, 409: 19 })
    expect((await balancesOf(ctx(), userId)).revenue).toBe(2 * 100 + 2 * 200)
    expect(await incomeEntries(userId)).toHaveLength(2)
    await expectLedgerHolds()
  })

  it('a double submit (one key, parallel): one effect, the same answer replayed', async () => {
    const { token, userId } = await threeHoldings()
    ctx().clock.advance(HOUR)
    const key = randomUUID()
    const results = await Promise.all(Array.from({ length: 10 }, () => receiveAll(token, key)))
    const ok = results.filter((r) => r.status === 200)
    expect(ok.length).toBeGreaterThanOrEqual(1)
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true)
    for (const r of ok)
      expect(r.body.data).toEqual({ received: '300', parts: expect.any(Object), holdings: expect.any(Array) })
    const replay = await receiveAll(token, key)
    expect(replay.status).toBe(200)
    expect(replay.body.data).toEqual(ok[0]?.body.data)
    expect((await balancesOf(ctx(), userId)).revenue).toBe(300)
    expect(await incomeEntries(userId)).toHaveLength(2)
    await expectLedgerHolds()
  })

  it('Receive all racing single receives pays each earning once', async () => {
    const { token, userId, ids } = await threeHoldings()
    ctx().clock.advance(4 * HOUR)
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => receiveAll(token)),
      ...Array.from({ length: 5 }, () => receiveOne(token, ids[0] ?? 0)),
      ...Array.from({ length: 5 }, () => receiveOne(token, ids[1] ?? 0)),
    ])
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true)
    expect((await balancesOf(ctx(), userId)).revenue).toBe(4 * 100 + 4 * 200)
    await expectLedgerHolds()
  })
})
