import { randomUUID } from 'node:crypto'
import { MAX_AMOUNT_MINOR } from '@app/contracts'
import { sql } from 'kysely'
import { beforeAll, expect, it } from 'vitest'
import { inTransaction } from '../../db/transaction.ts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import {
  balancesOf,
  buildOperator,
  buildProduct,
  buildUser,
  checkMoney,
  fundUser,
  productPrice,
} from '../../testing/factories.ts'
import { postEntry, type EntryLine } from './ledger.service.ts'

const MAX_EXACT = Number.MAX_SAFE_INTEGER
const BIG_EARNING = 9_999_999_999_999

/**
 * Sums stay exact (review L5): product terms whose income passes the largest amount are refused,
 * a stored balance never passes 2^53 − 1, and a holding made before the bound (or a balance at the
 * bound) never turns a receive into a 500.
 */
describeEachDialect('bounds that keep sums exact', (ctx) => {
  let admin: { token: string; id: number }
  beforeAll(async () => {
    admin = await buildOperator(ctx(), 'admin')
  })

  const product = (overrides: Record<string, unknown>) => ({
    name: 'Big plan',
    overview: 'test',
    description: '',
    price: '10000',
    earningAmount: '500',
    earningsCount: 30,
    claimPeriodSeconds: 86_400,
    profitRule: '1111111',
    minVip: 0,
    purchaseLimit: 10,
    featured: false,
    sort: 0,
    ...overrides,
  })
  const createProduct = (body: object) =>
    ctx().call({ method: 'POST', url: '/api/ops/products', token: admin.token, payload: body })
  const receive = (token: string, holdingId: number) =>
    ctx().call({
      method: 'POST',
      url: `/api/holdings/${holdingId}/receive`,
      token,
      headers: { 'idempotency-key': randomUUID() },
    })

  it('refuses a product whose whole income passes the largest amount, with a clear message', async () => {
    const refused = await createProduct(
      product({ earningAmount: String(BIG_EARNING), earningsCount: 3650, claimPeriodSeconds: 60 }),
    )
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      code: 400,
      msg: 'The total of all earnings (earnings per time × number of earnings) must be at most 100,000,000,000.00.',
    })
    const tooDear = await createProduct(product({ price: '99999999999999' }))
    expect(tooDear.json()).toMatchObject({ code: 400, msg: 'The price must be at most 99,999,999,999.99.' })
    // Right at the bound is fine: 2,739,726,027 × 3650 ≤ 10^13.
    const atBound = await createProduct(product({ earningAmount: '2739726027', earningsCount: 3650 }))
    expect(atBound.statusCode).toBe(200)
  })

  it('pays a holding made before the bound in receives that each fit one entry, never a 500', async () => {
    // Made through the service, as products were made before the contract bounded them.
    const productId = await buildProduct(ctx(), {
      price: '100',
      earningAmount: String(BIG_EARNING),
      earningsCount: 3650,
      claimPeriodSeconds: 60,
    })
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 100)
    const bought = await ctx().call({
      method: 'POST',
      url: `/api/products/${productId}/buy`,
      token,
      payload: { wallet: 'balance', expectedPrice: await productPrice(ctx(), productId) },
      headers: { 'idempotency-key': randomUUID() },
    })
    const holdingId = bought.json<{ data: { holdingId: number } }>().data.holdingId
    ctx().clock.advance(2 * 60)
    const first = await receive(token, holdingId)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ data: { received: String(BIG_EARNING) } })
    const second = await receive(token, holdingId)
    expect(second.json()).toMatchObject({ code: 200, data: { received: String(BIG_EARNING) } })
    expect((await balancesOf(ctx(), user.id)).revenue).toBe(2 * BIG_EARNING)
    expect((await checkMoney(ctx())).checks.filter((c) => !c.ok)).toEqual([])

    // Fill the revenue wallet up to just under 2^53 − 1: the next earning would pass it.
    const revenue = (await balancesOf(ctx(), user.id)).revenue
    let missing = MAX_EXACT - 5_000_000_000_000 - revenue
    const lines: EntryLine[] = []
    while (missing > 0) {
      const amount = Math.min(missing, MAX_AMOUNT_MINOR)
      lines.push({ account: { user: user.id, kind: 'revenue' }, amount })
      lines.push({ account: { system: 'income' }, amount: -amount })
      missing -= amount
    }
    await inTransaction(ctx().deps.database, (tx) =>
      postEntry(
        { db: tx },
        {
          kind: 'adjustment',
          reference: `test:fill:${user.id}`,
          userId: user.id,
          actor: 'test',
          reason: 'fill',
          now: ctx().clock.now(),
          lines,
        },
      ),
    )
    ctx().clock.advance(60)
    const refused = await receive(token, holdingId)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      msg: 'This would take the account above the largest balance it can hold.',
    })
    // The account still reads exactly, and nothing of the refused receive was written.
    const wallet = await ctx().call({ method: 'GET', url: '/api/wallet', token })
    expect(wallet.json()).toMatchObject({
      code: 200,
      data: { revenue: String(MAX_EXACT - 5_000_000_000_000) },
    })
    expect((await checkMoney(ctx())).checks.filter((c) => !c.ok)).toEqual([])
  })

  it('refuses a stored balance above 2^53 − 1 in the schema itself', async () => {
    const { user } = await buildUser(ctx())
    const db = ctx().deps.database.db
    await expect(
      sql`update accounts set balance = 9007199254740991 + 1 where code = ${`user:${user.id}:balance`}`.execute(
        db,
      ),
    ).rejects.toThrow()
    await sql`update accounts set balance = 9007199254740991 where code = ${`user:${user.id}:balance`}`.execute(
      db,
    )
    await sql`update accounts set balance = 0 where code = ${`user:${user.id}:balance`}`.execute(db)
  })
})
