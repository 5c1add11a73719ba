import { DISCLOSURE_LIMITS, type OpsProductRow, type ProductDetail } from '@app/contracts'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator, buildProduct } from '../../testing/factories.ts'

const TERMS = {
  name: 'Disclosed plan',
  overview: 'Pays every day.',
  description: '',
  price: '10000',
  earningAmount: '334',
  earningsCount: 30,
  claimPeriodSeconds: 86_400,
  profitRule: '1111111',
  minVip: 0,
  purchaseLimit: 5,
  featured: false,
  sort: 0,
}

const DISCLOSURE = {
  issuer: 'Harvest Savings Ltd, company no. 0001',
  risks: 'The money is not covered by a deposit guarantee.',
  maturity: 'The last earning pays the rest of your money back; nothing is kept.',
  earlyExit: 'A holding cannot be sold or ended early.',
}

describeEachDialect('what a product page says of its terms', (ctx) => {
  const detail = async (id: number) =>
    (await ctx().call({ method: 'GET', url: `/api/products/${id}` })).json<{ data: ProductDetail }>().data

  it('a plan shorter than a day: its real length, principal and profit apart, no daily figure', async () => {
    // 0.02 every two minutes, 2501 times, on 50.00: 50.00 back and 0.02 profit over 300 120 s.
    const id = await buildProduct(ctx(), {
      price: '5000',
      earningAmount: '2',
      earningsCount: 2501,
      claimPeriodSeconds: 120,
    })
    const shortId = await buildProduct(ctx(), {
      price: '5000',
      earningAmount: '60',
      earningsCount: 100,
      claimPeriodSeconds: 120,
    })
    expect(await detail(id)).toMatchObject({
      lengthSeconds: 300_120,
      estimatedTotal: '5002',
      totalRevenue: '5002',
      principalBack: '5000',
      profit: '2',
      returnRateBp: 4,
      annualRateBp: 420,
      dailyRevenue: '1440',
    })
    const short = await detail(shortId)
    expect(short).toMatchObject({ lengthSeconds: 12_000, cycleDays: 1, profit: '1000', dailyRevenue: null })
    // The length is the schedule's: the last earning of a purchase made now.
    expect(short.schedule.at(-1)?.dueAt).toBe(ctx().clock.now() + 12_000)
  })

  it('the length of a weekday plan is measured on its schedule, and the rate uses it', async () => {
    const id = await buildProduct(ctx(), {
      price: '50000',
      earningAmount: '1008',
      earningsCount: 50,
      profitRule: '1111100',
    })
    const product = await detail(id)
    const now = ctx().clock.now()
    expect(product.lengthSeconds).toBe((product.schedule.at(-1)?.dueAt ?? 0) - now)
    const exact = (400 / 50000) * ((365 * 86_400) / product.lengthSeconds) * 10_000
    expect(product.annualRateBp).toBe(Math.floor(exact))
    expect(product.lengthSeconds).toBeGreaterThanOrEqual(67 * 86_400)
  })

  it('an operator writes the disclosure; the product page shows it, lists leave it out', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const created = await ctx().call({
      method: 'POST',
      url: '/api/ops/products',
      token: admin.token,
      payload: { ...TERMS, ...DISCLOSURE, risks: `  ${DISCLOSURE.risks}  ` },
    })
    expect(created.statusCode).toBe(200)
    const row = created.json<{ data: OpsProductRow }>().data
    expect(row.disclosure).toEqual(DISCLOSURE)
    await ctx().call({ method: 'POST', url: `/api/ops/products/${row.id}/publish`, token: admin.token })
    expect((await detail(row.id)).disclosure).toEqual(DISCLOSURE)
    const listed = (await ctx().call({ method: 'GET', url: '/api/products' })).json<{
      data: { items: Record<string, unknown>[] }
    }>().data.items
    expect(listed.find((p) => p.id === row.id)).not.toHaveProperty('disclosure')

    // An edit that leaves the disclosure out keeps it; one that sends a field changes that field only.
    const put = (payload: object) =>
      ctx().call({ method: 'PUT', url: `/api/ops/products/${row.id}`, token: admin.token, payload })
    expect((await put({ ...TERMS, price: '12000' })).statusCode).toBe(200)
    expect((await detail(row.id)).disclosure).toEqual(DISCLOSURE)
    expect((await put({ ...TERMS, earlyExit: '' })).statusCode).toBe(200)
    expect((await detail(row.id)).disclosure).toEqual({ ...DISCLOSURE, earlyExit: '' })
  })

  it('a product made without a disclosure has an empty one', async () => {
    const id = await buildProduct(ctx())
    expect((await detail(id)).disclosure).toEqual({ issuer: '', risks: '', maturity: '', earlyExit: '' })
  })

  it('refuses a disclosure over its limits with the field named, and stores nothing', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const list = async () =>
      (await ctx().call({ method: 'GET', url: '/api/ops/products', token: admin.token })).json<{
        data: OpsProductRow[]
      }>().data.length
    const before = await list()
    for (const [field, key] of [
      ['issuer', 'issuerTooLong'],
      ['risks', 'risksTooLong'],
      ['maturity', 'maturityTooLong'],
      ['earlyExit', 'earlyExitTooLong'],
    ] as const) {
      const tooLong = 'x'.repeat(DISCLOSURE_LIMITS[field] + 1)
      const response = await ctx().call({
        method: 'POST',
        url: '/api/ops/products',
        token: admin.token,
        payload: { ...TERMS, [field]: tooLong },
      })
      expect(response.statusCode).toBe(400)
      expect(JSON.stringify(response.json())).toContain(field)
      expect(response.json<{ msg: string }>().msg).not.toMatch(/validation\.|^$/)
      expect(key).toBeTruthy()
    }
    expect(await list()).toBe(before)
  })
})
