import { randomUUID } from 'node:crypto'
import type { NotificationItem, Page } from '@app/contracts'
import { expect, it } from 'vitest'
import { sweep } from '../../sweeper.ts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildProduct, buildUser, fundUser, productPrice } from '../../testing/factories.ts'

/**
 * Income falling due is told to the user by the sweep, on both databases: once per falling due,
 * never on every round, and not again while a notice of it is still unread.
 */
describeEachDialect('income due notices', (ctx) => {
  const post = (url: string, token: string, payload?: object) =>
    ctx().call({ method: 'POST', url, token, payload, headers: { 'idempotency-key': randomUUID() } })
  const incomeNotices = async (token: string) =>
    (await ctx().call({ method: 'GET', url: '/api/notifications', token }))
      .json<{ data: Page<NotificationItem> }>()
      .data.items.filter((n) => n.type === 'income.due')

  it('tells once when income falls due, again only after it was received and the next falls due', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 100_000)
    const productId = await buildProduct(ctx(), { claimPeriodSeconds: 3600, earningsCount: 5 })
    const bought = await post(`/api/products/${productId}/buy`, token, {
      wallet: 'balance',
      expectedPrice: await productPrice(ctx(), productId),
    })
    const holdingId = bought.json<{ data: { holdingId: number } }>().data.holdingId

    await sweep(ctx().deps)
    expect(await incomeNotices(token)).toEqual([])

    ctx().clock.advance(3600)
    expect((await sweep(ctx().deps)).incomeDueTold).toBe(1)
    expect((await sweep(ctx().deps)).incomeDueTold).toBe(0)
    const [first, ...more] = await incomeNotices(token)
    expect(more).toEqual([])
    expect(first).toMatchObject({ params: { holdingId }, read: false })

    // More falls due while the user has not received: already told.
    ctx().clock.advance(3600)
    await sweep(ctx().deps)
    expect(await incomeNotices(token)).toHaveLength(1)

    expect((await post(`/api/holdings/${holdingId}/receive`, token)).statusCode).toBe(200)
    await post('/api/notifications/read-all', token)
    ctx().clock.advance(3600)
    await sweep(ctx().deps)
    const after = await incomeNotices(token)
    expect(after.map((n) => n.read)).toEqual([false, true])
  })

  it('tells a frozen holding’s owner nothing', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 100_000)
    const productId = await buildProduct(ctx(), { claimPeriodSeconds: 3600, earningsCount: 5 })
    const bought = await post(`/api/products/${productId}/buy`, token, {
      wallet: 'balance',
      expectedPrice: await productPrice(ctx(), productId),
    })
    const holdingId = bought.json<{ data: { holdingId: number } }>().data.holdingId
    await ctx().deps.db.updateTable('holdings').set({ frozen: 1 }).where('id', '=', holdingId).execute()
    ctx().clock.advance(7200)
    await sweep(ctx().deps)
    expect(await incomeNotices(token)).toEqual([])
  })
})
