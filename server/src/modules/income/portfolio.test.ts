import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { expect, it } from 'vitest'
import type { PortfolioReply } from '@app/contracts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildProduct, buildUser, checkMoney, fundUser, productPrice } from '../../testing/factories.ts'

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

  it('moves a purchase from cash to invested, so the total does not drop, and adds income as it falls due', async () => {
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

    // Two earnings due: they pay the price back first, so the total has not moved yet.
    ctx().clock.advance(2 * HOUR)
    expect(await portfolio(token)).toMatchObject({
      totalAssets: '100000',
      cash: '90000',
      invested: '4800',
      receivable: '5200',
      receivableHoldings: 1,
    })
    // Four due: the price is back and 400 of profit is receivable.
    ctx().clock.advance(2 * HOUR)
    expect(await portfolio(token)).toMatchObject({
      totalAssets: '100400',
      invested: '0',
      receivable: '10400',
    })

    expect((await receiveAll(token)).statusCode).toBe(200)
    const received = await portfolio(token)
    const sums = await ledgerSums(user.id)
    expect(received).toMatchObject({
      totalAssets: '100400',
      cash: '100400',
      invested: '0',
      receivable: '0',
      receivableHoldings: 0,
      totalIncome: '10400',
      todayIncome: '10400',
    })
    expect(received.cash).toBe(sums.cash)
    expect(received.totalIncome).toBe(sums.income)
    expect(received.days.find((d) => d.day === received.today)?.received).toBe('10400')
    // The fifth earning is still to come, on the chart's day it falls due.
    expect(received.days.reduce((total, d) => total + Number(d.scheduled), 0)).toBe(2600)
    expect((await checkMoney(ctx())).checks.filter((c) => !c.ok)).toEqual([])
  })

  it("counts today's income by the viewer's local day", async () => {
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
    expect(utc).toMatchObject({ tz: 'UTC', todayIncome: '0', totalIncome: '300' })
    const yesterday = utc.days[utc.days.findIndex((d) => d.day === utc.today) - 1]
    expect(yesterday).toMatchObject({ received: '300' })
    const tokyo = await portfolio(token, 'Asia/Tokyo')
    expect(tokyo).toMatchObject({ tz: 'Asia/Tokyo', todayIncome: '300', totalIncome: '300' })
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
