import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { splitEarnings, type PortfolioReply } from '@app/contracts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import {
  balancesOf,
  buildProduct,
  buildUser,
  checkMoney,
  fundUser,
  productPrice,
  reverseByTwoAdmins,
} from '../../testing/factories.ts'

const HOUR = 3600

describeEachDialect('the portfolio', (ctx) => {
  const portfolio = async (token: string, tz?: string) => {
    const reply = await ctx().call({
      method: 'GET',
      url: `/api/portfolio${tz ? `?tz=${encodeURIComponent(tz)}` : ''}`,
      token,
    })
    expect(reply.statusCode).toBe(200)
    return reply.json<{ data: PortfolioReply }>().data
  }
  const buy = async (token: string, productId: number) => {
    const reply = await ctx().call({
      method: 'POST',
      url: `/api/products/${productId}/buy`,
      token,
      payload: { wallet: 'balance', expectedPrice: await productPrice(ctx(), productId) },
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(reply.statusCode).toBe(200)
    return reply.json<{ data: { holdingId: number } }>().data.holdingId
  }
  const receiveAll = (token: string) =>
    ctx().call({
      method: 'POST',
      url: '/api/holdings/receive-all',
      token,
      headers: { 'idempotency-key': randomUUID() },
    })

  /** The ledger's own sums for a user: postings on their money accounts, and those of income entries. */
  const ledgerSums = async (userId: number) => {
    const db = ctx().deps.database.db
    const cash = await db
      .selectFrom('postings as p')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .select(sql<number>`cast(coalesce(sum(p.amount), 0) as bigint)`.as('total'))
      .where('p.user_id', '=', userId)
      .where('a.kind', 'in', ['balance', 'revenue', 'withdraw_hold'])
      .executeTakeFirstOrThrow()
    const income = await db
      .selectFrom('postings as p')
      .innerJoin('journal_entries as e', 'e.id', 'p.entry_id')
      .select(sql<number>`cast(coalesce(sum(p.amount), 0) as bigint)`.as('total'))
      .where('p.user_id', '=', userId)
      .where('e.kind', '=', 'income')
      .executeTakeFirstOrThrow()
    return { cash: String(cash.total), income: String(income.total) }
  }

  it('moves a purchase from cash to invested, so the total does not drop, and adds the profit as earnings fall due', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 100_000)
    const productId = await buildProduct(ctx(), {
      price: '10000',
      earningAmount: '2600',
      earningsCount: 5,
      claimPeriodSeconds: HOUR,
    })
    const before = await portfolio(token)
    expect(before).toMatchObject({ totalAssets: '100000', cash: '100000', invested: '0', receivable: '0' })
    expect(before.running).toEqual([])

    const holdingId = await buy(token, productId)
    const bought = await portfolio(token)
    expect(bought).toMatchObject({ totalAssets: '100000', cash: '90000', invested: '10000', receivable: '0' })
    expect(bought.cash).toBe((await ledgerSums(user.id)).cash)
    expect(bought.running).toEqual([
      expect.objectContaining({
        id: holdingId,
        invested: '10000',
        collectedCount: 0,
        earningsCount: 5,
        nextAmount: '2600',
        nextDueAt: ctx().clock.now() + HOUR,
      }),
    ])
    expect(bought.nextDueAt).toBe(ctx().clock.now() + HOUR)

    // Two earnings due: each returns a fifth of the price (20.00) and 6.00 of profit, so the total
    // has risen by their profit and no more.
    ctx().clock.advance(2 * HOUR)
    expect(await portfolio(token)).toMatchObject({
      totalAssets: '101200',
      cash: '90000',
      invested: '6000',
      receivable: '5200',
      receivableParts: { received: '5200', principal: '4000', profit: '1200' },
      receivableHoldings: 1,
    })
    ctx().clock.advance(2 * HOUR)
    expect(await portfolio(token)).toMatchObject({
      totalAssets: '102400',
      invested: '2000',
      receivable: '10400',
    })

    expect((await receiveAll(token)).json()).toMatchObject({
      data: { received: '10400', parts: { received: '10400', principal: '8000', profit: '2400' } },
    })
    const received = await portfolio(token)
    const sums = await ledgerSums(user.id)
    expect(received).toMatchObject({
      totalAssets: '102400',
      cash: '100400',
      invested: '2000',
      receivable: '0',
      receivableHoldings: 0,
      receivedTotal: { received: '10400', principal: '8000', profit: '2400' },
      receivedToday: { received: '10400', principal: '8000', profit: '2400' },
    })
    expect(received.cash).toBe(sums.cash)
    expect(received.receivedTotal.received).toBe(sums.income)
    expect(received.days.find((d) => d.day === received.today)).toMatchObject({
      received: '10400',
      receivedProfit: '2400',
    })
    expect(received.running[0]).toMatchObject({
      collectedAmount: '10400',
      receivedParts: { received: '10400', principal: '8000', profit: '2400' },
      planProfit: '3000',
    })
    // The fifth earning is still to come, on the chart's day it falls due: 20.00 back, 6.00 profit.
    const toCome = received.days.reduce(
      (total, d) => ({
        all: total.all + Number(d.scheduled),
        profit: total.profit + Number(d.scheduledProfit),
      }),
      { all: 0, profit: 0 },
    )
    expect(toCome).toEqual({ all: 2600, profit: 600 })
    // When it has fallen due the plan is over: the price is all back, and its whole profit is in.
    ctx().clock.advance(HOUR)
    expect(await portfolio(token)).toMatchObject({ totalAssets: '103000', invested: '0', receivable: '2600' })
    expect((await checkMoney(ctx())).checks.filter((c) => !c.ok)).toEqual([])
  })

  it('Total assets rise by exactly the profit of each earning as it falls due, and receiving moves nothing', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 20_000)
    // 3.34 an hour, 30 times, on 100.00: 100.20 back in all, so each earning is 3.33 or 3.34 of
    // the price and a few earnings carry the 0.20 of profit.
    const terms = { price: 10_000, earningAmount: 334, earningsCount: 30 }
    const productId = await buildProduct(ctx(), {
      price: String(terms.price),
      earningAmount: String(terms.earningAmount),
      earningsCount: terms.earningsCount,
      claimPeriodSeconds: HOUR,
    })
    await buy(token, productId)
    let total = Number((await portfolio(token)).totalAssets)
    expect(total).toBe(20_000)
    for (let k = 1; k <= terms.earningsCount; k++) {
      ctx().clock.advance(HOUR)
      const now = await portfolio(token)
      expect(Number(now.totalAssets) - total, `earning ${k}`).toBe(splitEarnings(terms, k, k).profit)
      total = Number(now.totalAssets)
      // Receiving on some hours and not others changes where the money is, never how much.
      if (k % 7 === 0) {
        expect((await receiveAll(token)).statusCode).toBe(200)
        expect((await portfolio(token)).totalAssets).toBe(String(total))
      }
    }
    expect(total).toBe(20_000 + 20)
    expect((await receiveAll(token)).statusCode).toBe(200)
    expect(await portfolio(token)).toMatchObject({
      totalAssets: '20020',
      cash: '20020',
      receivedTotal: { received: '10020', principal: '10000', profit: '20' },
    })
    expect((await ledgerSums(user.id)).income).toBe('10020')
  })

  it('a reversed receipt takes back its money back and its profit, in the total and on its day', async () => {
    // Noon UTC, so the receipts and the reversal fall on one day.
    ctx().clock.set(Math.ceil(ctx().clock.now() / 86_400) * 86_400 + 12 * HOUR)
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 10_000)
    const productId = await buildProduct(ctx(), {
      price: '10000',
      earningAmount: '2600',
      earningsCount: 5,
      claimPeriodSeconds: HOUR,
    })
    await buy(token, productId)
    ctx().clock.advance(2 * HOUR)
    expect((await receiveAll(token)).statusCode).toBe(200)
    ctx().clock.advance(HOUR)
    expect((await receiveAll(token)).statusCode).toBe(200)
    const entries = await ctx()
      .deps.database.db.selectFrom('journal_entries')
      .select(['id'])
      .where('user_id', '=', user.id)
      .where('kind', '=', 'income')
      .orderBy('id')
      .execute()
    const reversed = await reverseByTwoAdmins(ctx(), entries[0]?.id ?? 0, 'paid twice by mistake')
    expect(reversed.statusCode).toBe(200)
    const after = await portfolio(token)
    // Two earnings (52.00: 40.00 back, 12.00 profit) taken back; the third stays.
    expect(after.receivedTotal).toEqual({ received: '2600', principal: '2000', profit: '600' })
    expect(after.receivedToday).toEqual(after.receivedTotal)
    // What income put into the revenue wallet, net of what the reversal took back.
    expect(String((await balancesOf(ctx(), user.id)).revenue)).toBe(after.receivedTotal.received)
  })

  it("counts today's receipts by the viewer's local day", async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 10_000)
    const productId = await buildProduct(ctx(), {
      price: '10000',
      earningAmount: '300',
      earningsCount: 50,
      claimPeriodSeconds: HOUR / 4,
    })
    // 23:40 UTC: bought; the first earning falls due at 23:55 and is received then.
    const midnight = Math.ceil(ctx().clock.now() / 86_400) * 86_400 + 86_400
    ctx().clock.set(midnight - 20 * 60)
    await buy(token, productId)
    ctx().clock.set(midnight - 5 * 60)
    expect((await receiveAll(token)).json()).toMatchObject({ code: 200, data: { received: '300' } })
    // 00:10 UTC the next day: yesterday in UTC, but the same morning (09:10) in Tokyo.
    ctx().clock.set(midnight + 10 * 60)
    const utc = await portfolio(token)
    expect(utc).toMatchObject({
      tz: 'UTC',
      receivedToday: { received: '0', principal: '0', profit: '0' },
      receivedTotal: { received: '300', principal: '200', profit: '100' },
    })
    const yesterday = utc.days[utc.days.findIndex((d) => d.day === utc.today) - 1]
    expect(yesterday).toMatchObject({ received: '300', receivedProfit: '100' })
    const tokyo = await portfolio(token, 'Asia/Tokyo')
    expect(tokyo).toMatchObject({
      tz: 'Asia/Tokyo',
      receivedToday: { received: '300', principal: '200', profit: '100' },
      receivedTotal: { received: '300', principal: '200', profit: '100' },
    })
    expect(tokyo.today).toBe(new Date((midnight + 9 * HOUR) * 1000).toISOString().slice(0, 10))
    // 14 days: 6 before today, today, 7 after.
    expect(tokyo.days).toHaveLength(14)
    expect(tokyo.days[6]?.day).toBe(tokyo.today)
  })

  it('refuses a time zone it does not know, with a short message', async () => {
    const { token } = await buildUser(ctx())
    const reply = await ctx().call({ method: 'GET', url: '/api/portfolio?tz=Mars%2FOlympus', token })
    expect(reply.statusCode).toBe(400)
  })

  it('asks for a login', async () => {
    expect((await ctx().call({ method: 'GET', url: '/api/portfolio' })).statusCode).toBe(401)
  })
})
