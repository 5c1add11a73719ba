import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { inTransaction } from '../../db/transaction.ts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { balancesOf, buildHolders, buildOperator, checkMoney, fundUser } from '../../testing/factories.ts'
import { moneyBatchesOfEachTest } from '../../testing/waits.ts'
import { receiveMany } from './receive.service.ts'

const HOUR = 3600

type Receipt = { received: string; holding: { productName: string; collectedCount: number } }

/**
 * Receipts that arrive together share one transaction: one statement on PostgreSQL (decision 0048),
 * a statement a step on SQLite (decision 0050). Each still gets the answer it would get alone, kept
 * for its key.
 */
describeEachDialect('receipts that arrive together', (ctx) => {
  const batches = moneyBatchesOfEachTest()

  const receive = (token: string, holdingId: number, key = randomUUID(), language = 'en') =>
    ctx().call({
      method: 'POST',
      url: `/api/holdings/${holdingId}/receive`,
      token,
      headers: { 'idempotency-key': key, 'accept-language': language },
    })

  /** `count` users, each holding one unit of a plan paying 250 an hour, 10 times. */
  async function holders(count: number) {
    const held = await buildHolders(ctx(), count)
    batches.reset()
    return held
  }

  it('pays each what is due on its own holding, and keeps every answer for its key', async () => {
    const { users } = await holders(8)
    ctx().clock.advance(3 * HOUR)
    // A money request from a session this process has not confirmed within the last minute looks
    // the session up first (decision 0047), which spreads the requests out on PostgreSQL. Each user
    // has already made one money request this minute (a receipt asked of another's holding,
    // refused), so the receipts below arrive together, as in a busy minute.
    for (const [i, u] of users.entries())
      expect((await receive(u.token, users[(i + 1) % users.length]!.holdingId)).statusCode).toBe(404)
    batches.reset()
    const keys = users.map(() => randomUUID())
    const replies = await Promise.all(users.map((u, i) => receive(u.token, u.holdingId, keys[i])))
    for (const [i, reply] of replies.entries()) {
      expect(reply.statusCode).toBe(200)
      expect(reply.json<{ data: Receipt }>().data).toMatchObject({
        received: '750',
        holding: { productName: 'Harvest Plan', collectedCount: 3 },
      })
      expect(await balancesOf(ctx(), users[i]!.user.id)).toMatchObject({ revenue: 750 })
      const earned = await ctx()
        .deps.db.selectFrom('holding_earnings')
        .select('earning_index')
        .where('holding_id', '=', users[i]!.holdingId)
        .execute()
      expect(earned.map((e) => e.earning_index).sort()).toEqual([1, 2, 3])
    }
    expect(batches.sizes().reduce((a, b) => a + b, 0)).toBe(users.length)
    expect(Math.max(...batches.sizes())).toBeGreaterThan(1)
    // The same keys replay; new keys find nothing due, refused together and each kept.
    const again = await Promise.all(users.map((u, i) => receive(u.token, u.holdingId, keys[i])))
    for (const [i, reply] of again.entries()) {
      expect(reply.headers['idempotent-replayed']).toBe('true')
      expect(reply.json()).toEqual(replies[i]!.json())
    }
    const nothing = await Promise.all(users.map((u) => receive(u.token, u.holdingId)))
    for (const reply of nothing)
      expect(reply.json()).toMatchObject({ code: 409, msg: 'There is nothing to receive yet.' })
    for (const u of users) expect(await balancesOf(ctx(), u.user.id)).toMatchObject({ revenue: 750 })
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('answers each as alone: other users’ holdings, a frozen one, nothing due, a payment', async () => {
    const { productId, users } = await holders(5)
    const [prier, frozen, late, ...paid] = users as [
      (typeof users)[0],
      (typeof users)[0],
      (typeof users)[0],
      ...typeof users,
    ]
    await ctx()
      .deps.db.updateTable('holdings')
      .set({ frozen: 1 })
      .where('id', '=', frozen.holdingId)
      .execute()
    ctx().clock.advance(2 * HOUR)
    // `late` buys a second unit now: nothing is due on it yet.
    await fundUser(ctx(), late.user.id, 1_000)
    const second = await ctx().call({
      method: 'POST',
      url: `/api/products/${productId}/buy`,
      token: late.token,
      payload: { wallet: 'balance', expectedPrice: '1000' },
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(second.statusCode).toBe(200)
    batches.reset()
    const fresh = second.json<{ data: { holdingId: number } }>().data.holdingId
    // The prier asks for two holdings of others, each in the same batch as its owner's request.
    const [pried, priedPaying, refusedFrozen, notYet, ...payments] = await Promise.all([
      receive(prier.token, frozen.holdingId),
      receive(prier.token, paid[0]!.holdingId),
      receive(frozen.token, frozen.holdingId),
      receive(late.token, fresh),
      ...paid.map((u) => receive(u.token, u.holdingId)),
    ])
    expect(pried!.statusCode).toBe(404)
    expect(priedPaying!.statusCode).toBe(404)
    expect(refusedFrozen!.statusCode).toBe(409)
    expect(notYet!.json()).toMatchObject({ code: 409, msg: 'There is nothing to receive yet.' })
    for (const reply of payments) expect(reply.json()).toMatchObject({ code: 200, data: { received: '500' } })
    expect(batches.sizes().reduce((a, b) => a + b, 0)).toBe(4 + paid.length)
    expect(await balancesOf(ctx(), frozen.user.id)).toMatchObject({ revenue: 0 })
    expect(await balancesOf(ctx(), prier.user.id)).toMatchObject({ revenue: 0 })
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('pays a holding only to its owner when another user asks for it in the same batch', async () => {
    const { users } = await holders(2)
    const [owner, prier] = users as [(typeof users)[0], (typeof users)[0]]
    ctx().clock.advance(HOUR)
    // Straight to the batch's service, so both are in one batch on either database.
    const results = await inTransaction(ctx().deps.database, (tx) =>
      receiveMany({ ...ctx().deps, db: tx }, [
        { userId: prier.user.id, holdingId: owner.holdingId },
        { userId: owner.user.id, holdingId: owner.holdingId },
      ]),
    )
    expect(results[0]).toEqual({ refused: expect.objectContaining({ code: 'NOT_FOUND' }) })
    expect(results[1]).toMatchObject({ ok: { received: 250, holding: { user_id: owner.user.id } } })
    expect(await balancesOf(ctx(), owner.user.id)).toMatchObject({ revenue: 250 })
    expect(await balancesOf(ctx(), prier.user.id)).toMatchObject({ revenue: 0 })
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('names each receipt in its own caller’s language within one batch', async () => {
    const { productId, users } = await holders(6)
    const admin = await buildOperator(ctx(), 'admin')
    const texts = { overview: '', description: '', issuer: '', risks: '', maturity: '', earlyExit: '' }
    const saved = await ctx().call({
      method: 'PUT',
      url: `/api/ops/products/${productId}/texts/es`,
      token: admin.token,
      payload: { name: 'Plan Cosecha', ...texts },
    })
    expect(saved.statusCode).toBe(200)
    const savedJa = await ctx().call({
      method: 'PUT',
      url: `/api/ops/products/${productId}/texts/ja`,
      token: admin.token,
      payload: { name: '収穫プラン', ...texts },
    })
    expect(savedJa.statusCode).toBe(200)
    ctx().clock.advance(HOUR)
    // Every batch, however the users fall into lanes, holds more than one language.
    const languages = ['es', 'ja', 'ja', 'es', 'en', 'es']
    const replies = await Promise.all(
      users.map((u, i) => receive(u.token, u.holdingId, randomUUID(), languages[i])),
    )
    expect(replies.map((r) => r.json<{ data: Receipt }>().data.holding.productName)).toEqual([
      'Plan Cosecha',
      '収穫プラン',
      '収穫プラン',
      'Plan Cosecha',
      'Harvest Plan',
      'Plan Cosecha',
    ])
  })
})
