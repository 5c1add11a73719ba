import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { inTransaction } from '../../db/transaction.ts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import {
  balancesOf,
  buildProduct,
  buildUser,
  checkMoney,
  fundUser,
  setVipLevels,
} from '../../testing/factories.ts'
import { moneyBatchesOfEachTest, untilSomeoneWaitsOnALock } from '../../testing/waits.ts'
import { buyProduct } from './buy.service.ts'

/**
 * Purchases that arrive together share one transaction: one statement on PostgreSQL (decision
 * 0048), a statement for each step of the whole batch on SQLite (decision 0049). Each still gets
 * the answer it would get alone, kept for its key.
 */
describeEachDialect('purchases that arrive together', (ctx) => {
  const batches = moneyBatchesOfEachTest()
  const onPostgres = () => ctx().deps.database.dialect === 'postgres'

  const buy = (token: string, productId: number, key = randomUUID(), price = '100') =>
    ctx().call({
      method: 'POST',
      url: `/api/products/${productId}/buy`,
      token,
      payload: { wallet: 'balance', expectedPrice: price },
      headers: { 'idempotency-key': key },
    })
  const holdingsOf = async (userId: number) =>
    ctx().deps.db.selectFrom('holdings').select(['id', 'product_id']).where('user_id', '=', userId).execute()

  /**
   * `count` users funded with `funds` each, who have each bought once already: this process holds
   * their sessions and the product's terms, as it would in the middle of a busy day.
   */
  async function buyers(count: number, funds: number, purchaseLimit = 100) {
    const productId = await buildProduct(ctx(), { price: '100', purchaseLimit })
    const users = []
    for (let i = 0; i < count; i++) {
      const u = await buildUser(ctx())
      await fundUser(ctx(), u.user.id, funds)
      expect((await buy(u.token, productId)).statusCode).toBe(200)
      users.push(u)
    }
    batches.reset()
    return { productId, users }
  }

  /**
   * Another transaction buys one unit for the user and holds it uncommitted (its wallet row and
   * its purchase slot locked) until `commit`.
   */
  async function buyElsewhereUncommitted(userId: number, productId: number) {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let bought = () => {}
    const boughtElsewhere = new Promise<void>((resolve) => (bought = resolve))
    const done = inTransaction(ctx().deps.database, async (tx) => {
      await buyProduct({ ...ctx().deps, db: tx }, { userId, productId, wallet: 'balance' })
      bought()
      await held
    })
    await boughtElsewhere
    return {
      commit: async () => {
        release()
        await done
      },
    }
  }

  it('gives each its own purchase and answer, in as few commits as arrived together', async () => {
    const { productId, users } = await buyers(8, 1_000)
    const replies = await Promise.all(users.map((u) => buy(u.token, productId)))
    for (const [i, reply] of replies.entries()) {
      const u = users[i]!
      expect(reply.statusCode).toBe(200)
      expect(reply.headers['idempotent-replayed']).toBeUndefined()
      const { data } = reply.json<{ data: { holdingId: number; balances: { balance: string } } }>()
      // The holding is this user's, and the balance shown is the one stored: 1,000 - 2 x 100.
      expect((await holdingsOf(u.user.id)).map((h) => h.id)).toContain(data.holdingId)
      expect(data.balances.balance).toBe('800')
      expect(await balancesOf(ctx(), u.user.id)).toMatchObject({ balance: 800 })
    }
    // Every purchase was carried by a committed batch, none went alone, and some were together.
    expect(batches.sizes().reduce((a, b) => a + b, 0)).toBe(users.length)
    expect(Math.max(...batches.sizes())).toBeGreaterThan(1)
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('answers a refusal in the batch as alone, keeps it for its key, and buys for the others', async () => {
    const { productId, users } = await buyers(6, 200, 3)
    const [poor, full, ...rest] = users as [(typeof users)[0], (typeof users)[0], ...typeof users]
    // Each has 100 left and two purchases to go. `poor` spends its 100; `full` buys its last two.
    expect((await buy(poor.token, productId)).statusCode).toBe(200)
    expect((await buy(full.token, productId)).statusCode).toBe(200)
    await fundUser(ctx(), full.user.id, 200)
    expect((await buy(full.token, productId)).statusCode).toBe(200)
    batches.reset()
    const keys = users.map(() => randomUUID())
    const replies = await Promise.all(users.map((u, i) => buy(u.token, productId, keys[i])))
    const [poorReply, fullReply, ...restReplies] = replies
    expect(poorReply!.statusCode).toBe(409)
    expect(poorReply!.json()).toMatchObject({ data: { error: 'CONFLICT' } })
    expect(poorReply!.json<{ msg: string }>().msg).toMatch(/insufficient|balance/i)
    expect(fullReply!.statusCode).toBe(409)
    expect(fullReply!.json<{ msg: string }>().msg).toMatch(/3/)
    for (const reply of restReplies) expect(reply.statusCode).toBe(200)
    expect(batches.sizes().reduce((a, b) => a + b, 0)).toBe(users.length)
    // Each answer is kept for its key: the same key gets the same answer, and moves nothing more.
    const again = await Promise.all(users.map((u, i) => buy(u.token, productId, keys[i])))
    for (const [i, reply] of again.entries()) {
      expect(reply.statusCode).toBe(replies[i]!.statusCode)
      expect(reply.json()).toEqual(replies[i]!.json())
    }
    expect(await balancesOf(ctx(), poor.user.id)).toMatchObject({ balance: 0 })
    expect(await balancesOf(ctx(), full.user.id)).toMatchObject({ balance: 100 })
    for (const u of rest) expect(await holdingsOf(u.user.id)).toHaveLength(2)
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it("decides a product with a VIP minimum in a batch by each buyer's level, beside one without", async () => {
    await setVipLevels(ctx(), [
      { level: 0, minRechargeTotal: '0' },
      { level: 1, minRechargeTotal: '50000' },
    ])
    const { productId, users } = await buyers(4, 1_000)
    const vipProductId = await buildProduct(ctx(), { price: '100', minVip: 1 })
    const [member, guest, ...rest] = users as [(typeof users)[0], (typeof users)[0], ...typeof users]
    // Recharges of 50,000 in all make `member` VIP 1; `guest` stays at 0.
    await fundUser(ctx(), member.user.id, 49_000)
    batches.reset()
    const [memberReply, guestReply, ...others] = await Promise.all([
      buy(member.token, vipProductId),
      buy(guest.token, vipProductId),
      ...rest.map((u) => buy(u.token, productId)),
    ])
    expect(memberReply!.statusCode).toBe(200)
    expect(guestReply!.json()).toMatchObject({ code: 409, msg: 'This product needs VIP 1 or above.' })
    for (const reply of others) expect(reply.statusCode).toBe(200)
    expect(batches.sizes().reduce((a, b) => a + b, 0)).toBe(users.length)
    expect((await holdingsOf(member.user.id)).map((h) => h.product_id)).toContain(vipProductId)
    expect(await holdingsOf(guest.user.id)).toHaveLength(1)
    expect(await balancesOf(ctx(), guest.user.id)).toMatchObject({ balance: 900 })
    // Once VIP 1, the guest buys it, alone.
    await fundUser(ctx(), guest.user.id, 49_000)
    expect((await buy(guest.token, vipProductId)).statusCode).toBe(200)
    expect(await balancesOf(ctx(), guest.user.id)).toMatchObject({ balance: 49_800 })
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('replays a repeated key in the batch, and gives an ended session 401, buying for the others', async () => {
    const { productId, users } = await buyers(5, 1_000)
    const [repeater, leaver, ...rest] = users as [(typeof users)[0], (typeof users)[0], ...typeof users]
    const key = randomUUID()
    const first = await buy(repeater.token, productId, key)
    expect(first.statusCode).toBe(200)
    // Signed out elsewhere: the session ends in the table, this process is not told.
    await ctx()
      .deps.db.updateTable('sessions')
      .set({ revoked_at: ctx().deps.clock.now() })
      .where('subject_kind', '=', 'user')
      .where('subject_id', '=', leaver.user.id)
      .execute()
    const [repeated, left, ...others] = await Promise.all([
      buy(repeater.token, productId, key),
      buy(leaver.token, productId),
      ...rest.map((u) => buy(u.token, productId)),
    ])
    expect(repeated!.statusCode).toBe(200)
    expect(repeated!.headers['idempotent-replayed']).toBe('true')
    expect(repeated!.json()).toEqual(first.json())
    expect(left!.statusCode).toBe(401)
    for (const reply of others) expect(reply.statusCode).toBe(200)
    // The repeat bought nothing, the signed-out user nothing: two and one holdings.
    expect(await holdingsOf(repeater.user.id)).toHaveLength(2)
    expect(await holdingsOf(leaver.user.id)).toHaveLength(1)
    expect(await balancesOf(ctx(), leaver.user.id)).toMatchObject({ balance: 900 })
    for (const u of rest) expect(await holdingsOf(u.user.id)).toHaveLength(2)
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('rolls a batch back whole when a purchase in it changed underneath, and each runs alone (PostgreSQL)', async () => {
    if (!onPostgres()) return
    const { productId, users } = await buyers(4, 1_000, 2)
    const [raced, ...rest] = users as [(typeof users)[0], ...typeof users]
    // Another transaction buys `raced`'s last allowed unit and holds it uncommitted: the batch's
    // statement sees one purchase of two, takes the slot, and waits on that row.
    const elsewhere = await buyElsewhereUncommitted(raced.user.id, productId)
    const replies = Promise.all(users.map((u) => buy(u.token, productId)))
    await untilSomeoneWaitsOnALock(ctx().deps.database.url as string, 'the batch')
    await elsewhere.commit()
    const [racedReply, ...others] = await replies
    // The limit was reached by the other purchase: refused as alone, with nothing of it kept.
    expect(racedReply!.statusCode).toBe(409)
    expect(racedReply!.json<{ msg: string }>().msg).toMatch(/2/)
    for (const reply of others) expect(reply.statusCode).toBe(200)
    expect(await holdingsOf(raced.user.id)).toHaveLength(2)
    expect(await balancesOf(ctx(), raced.user.id)).toMatchObject({ balance: 800 })
    for (const u of rest) expect(await holdingsOf(u.user.id)).toHaveLength(2)
    // The batch with `raced` in it never committed.
    expect(batches.sizes().reduce((a, b) => a + b, 0)).toBeLessThan(users.length)
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('refuses a lone purchase at the limit, keeping nothing, when another took its last slot while it waited to debit (PostgreSQL)', async () => {
    if (!onPostgres()) return
    const { productId, users } = await buyers(1, 1_000, 2)
    const [u] = users as [(typeof users)[0]]
    // Another transaction buys the user's last allowed unit and holds it uncommitted.
    const elsewhere = await buyElsewhereUncommitted(u.user.id, productId)
    // The lone purchase's statement began with one purchase of two made: it waits for the wallet,
    // then debits it, and finds the slot taken. Its transaction must not keep the debit.
    const lone = inTransaction(ctx().deps.database, (tx) =>
      buyProduct({ ...ctx().deps, db: tx }, { userId: u.user.id, productId, wallet: 'balance' }),
    )
    await untilSomeoneWaitsOnALock(ctx().deps.database.url as string, 'the lone purchase')
    await elsewhere.commit()
    await expect(lone).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'products.limitReached' })
    expect(await holdingsOf(u.user.id)).toHaveLength(2)
    expect(await balancesOf(ctx(), u.user.id)).toMatchObject({ balance: 800 })
    expect((await checkMoney(ctx())).ok).toBe(true)
  })
})
