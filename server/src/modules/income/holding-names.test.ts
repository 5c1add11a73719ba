import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator, buildProduct, buildUser, fundUser } from '../../testing/factories.ts'

const HOUR = 3600

type Named = { productName: string }
type Reply<T> = { code: number; msg: string; data: T }

/**
 * A holding is shown by the name its reader knows from the catalogue: the product's translation in
 * the phone's language where one is stored, the name it was bought under otherwise.
 */
describeEachDialect('holdings named in the reader’s language', (ctx) => {
  const read = async <T>(url: string, token: string, language: string) => {
    const response = await ctx().call({ method: 'GET', url, token, headers: { 'accept-language': language } })
    expect(response.statusCode).toBe(200)
    return { vary: response.headers.vary, data: response.json<Reply<T>>().data }
  }
  const post = async <T>(url: string, token: string, language: string, payload?: object) => {
    const response = await ctx().call({
      method: 'POST',
      url,
      token,
      payload,
      headers: { 'accept-language': language, 'idempotency-key': randomUUID() },
    })
    expect(response.statusCode).toBe(200)
    return response.json<Reply<T>>().data
  }

  /** A user holding "Morning Plan" (translated into Spanish only) and "Evening Plan" (never translated). */
  async function twoHoldings() {
    const admin = await buildOperator(ctx(), 'admin')
    const terms = { price: '10000', earningAmount: '100', earningsCount: 10, claimPeriodSeconds: HOUR }
    const morning = await buildProduct(ctx(), { ...terms, name: 'Morning Plan' })
    const evening = await buildProduct(ctx(), { ...terms, name: 'Evening Plan' })
    const saved = await ctx().call({
      method: 'PUT',
      url: `/api/ops/products/${morning}/texts/es`,
      token: admin.token,
      payload: {
        name: 'Plan Matutino',
        overview: '',
        description: '',
        issuer: '',
        risks: '',
        maturity: '',
        earlyExit: '',
      },
    })
    expect(saved.statusCode).toBe(200)
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 20_000)
    for (const id of [morning, evening])
      await post(`/api/products/${id}/buy`, token, 'es', { wallet: 'balance', expectedPrice: '10000' })
    return token
  }

  const names = (rows: Named[]) => rows.map((r) => r.productName).sort()

  it('names them in Spanish on every list a Spanish phone reads, and as bought in English', async () => {
    const token = await twoHoldings()
    ctx().clock.advance(2 * HOUR)
    for (const url of ['/api/holdings', '/api/orders']) {
      const es = await read<{ items: Named[] }>(url, token, 'es-ES,es;q=0.9')
      expect(es.vary).toContain('Accept-Language')
      expect(names(es.data.items)).toEqual(['Evening Plan', 'Plan Matutino'])
      expect(names((await read<{ items: Named[] }>(url, token, 'en')).data.items)).toEqual([
        'Evening Plan',
        'Morning Plan',
      ])
      // A language with no translations reads the names as bought.
      expect(names((await read<{ items: Named[] }>(url, token, 'ja')).data.items)).toEqual([
        'Evening Plan',
        'Morning Plan',
      ])
    }
    const portfolio = await read<{ running: Named[] }>('/api/portfolio', token, 'es')
    expect(portfolio.vary).toContain('Accept-Language')
    expect(names(portfolio.data.running)).toEqual(['Evening Plan', 'Plan Matutino'])

    const received = await post<{ holdings: Named[] }>('/api/holdings/receive-all', token, 'es')
    expect(names(received.holdings)).toEqual(['Evening Plan', 'Plan Matutino'])
    const earnings = await read<{ items: Named[] }>('/api/earnings', token, 'es')
    expect(earnings.vary).toContain('Accept-Language')
    expect(new Set(earnings.data.items.map((e) => e.productName))).toEqual(
      new Set(['Evening Plan', 'Plan Matutino']),
    )
  })

  it('keeps the name as bought where the translation is blank, and in the stored holding', async () => {
    const token = await twoHoldings()
    const stored = await ctx()
      .deps.db.selectFrom('holdings')
      .select('product_name')
      .orderBy('id', 'asc')
      .execute()
    // What was bought stays recorded as it was: only the reading is translated.
    expect(stored.map((h) => h.product_name).slice(-2)).toEqual(['Morning Plan', 'Evening Plan'])
    await ctx().deps.db.updateTable('product_texts').set({ name: '  ' }).execute()
    const es = await read<{ items: Named[] }>('/api/holdings', token, 'es')
    expect(names(es.data.items)).toEqual(['Evening Plan', 'Morning Plan'])
  })
})
