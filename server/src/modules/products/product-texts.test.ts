import type { ProductDetail, ProductTexts, ProductView } from '@app/contracts'
import { describe, expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator, buildProduct, buildUser } from '../../testing/factories.ts'

type Reply<T> = { code: number; msg: string; data: T }

const ENGLISH = {
  name: 'Morning Plan',
  overview: 'Pays every morning.',
  description: 'Thirty daily earnings.',
  issuer: 'Harvest Savings Ltd',
  risks: 'Not a deposit.',
  maturity: 'Ends with the last earning.',
  earlyExit: 'Cannot be ended early.',
}

const SPANISH = {
  name: 'Plan Matutino',
  overview: 'Paga cada mañana.',
  description: '',
  issuer: '',
  risks: 'No es un depósito.',
  maturity: '',
  earlyExit: '',
}

describeEachDialect('a product in every language', (ctx) => {
  const save = async (token: string, id: number, locale: string, payload: object) =>
    ctx().call({ method: 'PUT', url: `/api/ops/products/${id}/texts/${locale}`, token, payload })

  const detail = async (id: number, language: string, token?: string) => {
    const response = await ctx().call({
      method: 'GET',
      url: `/api/products/${id}`,
      headers: { 'accept-language': language },
      ...(token ? { token } : {}),
    })
    return { vary: response.headers.vary, data: response.json<Reply<ProductDetail>>().data }
  }

  const listed = async (id: number, language: string, token?: string) => {
    const response = await ctx().call({
      method: 'GET',
      url: '/api/products',
      headers: { 'accept-language': language },
      ...(token ? { token } : {}),
    })
    return response.json<Reply<{ items: ProductView[] }>>().data.items.find((p) => p.id === id)
  }

  const translated = async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const id = await buildProduct(ctx(), ENGLISH)
    expect((await save(admin.token, id, 'es', SPANISH)).statusCode).toBe(200)
    return { admin, id }
  }

  it('shows a Spanish reader the Spanish texts, and English where a field is not translated', async () => {
    const { id } = await translated()
    const { vary, data } = await detail(id, 'es-ES,es;q=0.9')
    expect(vary).toContain('Accept-Language')
    expect(data.name).toBe('Plan Matutino')
    expect(data.overview).toBe('Paga cada mañana.')
    expect(data.description).toBe(ENGLISH.description)
    expect(data.disclosure).toEqual({
      issuer: ENGLISH.issuer,
      risks: 'No es un depósito.',
      maturity: ENGLISH.maturity,
      earlyExit: ENGLISH.earlyExit,
    })
  })

  it('serves each language its own list, signed in or not, and English to any other language', async () => {
    const { admin, id } = await translated()
    await save(admin.token, id, 'ja', { ...SPANISH, name: '朝のプラン', overview: '', risks: '' })
    const user = await buildUser(ctx())
    for (const token of [undefined, user.token]) {
      expect((await listed(id, 'es', token))?.name).toBe('Plan Matutino')
      expect((await listed(id, 'ja', token))?.name).toBe('朝のプラン')
      expect((await listed(id, 'ja', token))?.overview).toBe(ENGLISH.overview)
      expect((await listed(id, 'en', token))?.name).toBe(ENGLISH.name)
      expect((await listed(id, 'fr', token))?.name).toBe(ENGLISH.name)
    }
    const home = await ctx().call({ method: 'GET', url: '/api/home', headers: { 'accept-language': 'ja' } })
    expect(home.headers.vary).toContain('Accept-Language')
  })

  it("shows an operator's new Spanish name in the app at once, and keeps it in the audit log", async () => {
    const { admin, id } = await translated()
    expect((await listed(id, 'es'))?.name).toBe('Plan Matutino')
    const response = await save(admin.token, id, 'es', { ...SPANISH, name: 'Plan de la Mañana' })
    const reply = response.json<Reply<ProductTexts>>()
    expect(reply.msg).toBe('The translation has been saved.')
    expect(reply.data.english.name).toBe(ENGLISH.name)
    expect(reply.data.texts.es?.name).toBe('Plan de la Mañana')
    expect(reply.data.texts.ja).toBeNull()
    expect((await listed(id, 'es'))?.name).toBe('Plan de la Mañana')
    expect((await detail(id, 'es')).data.name).toBe('Plan de la Mañana')

    const entry = await ctx()
      .deps.db.selectFrom('audit_log')
      .select(['operator_id', 'before_json', 'after_json'])
      .where('action', '=', 'product.translate')
      .where('target', '=', `product:${id}`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(entry.operator_id).toBe(admin.id)
    expect(JSON.parse(entry.before_json)).toMatchObject({ locale: 'es', name: 'Plan Matutino' })
    expect(JSON.parse(entry.after_json)).toMatchObject({ locale: 'es', name: 'Plan de la Mañana' })
  })

  describe('refusals', () => {
    it('refuses a language it does not translate into, by name, and saves nothing', async () => {
      const { admin, id } = await translated()
      for (const locale of ['en', 'fr', 'xx-long']) {
        const response = await save(admin.token, id, locale, SPANISH)
        expect(response.statusCode).toBe(400)
        expect(response.json<Reply<null>>().msg).toBe('Choose a language to translate into: es or ja.')
      }
      const texts = await ctx().call({
        method: 'GET',
        url: `/api/ops/products/${id}/texts`,
        token: admin.token,
      })
      expect(texts.json<Reply<ProductTexts>>().data.texts.ja).toBeNull()
    })

    it('refuses a name that is too long, and an unknown product', async () => {
      const { admin, id } = await translated()
      const long = await save(admin.token, id, 'es', { ...SPANISH, name: 'x'.repeat(81) })
      expect(long.statusCode).toBe(400)
      expect((await detail(id, 'es')).data.name).toBe('Plan Matutino')
      expect((await save(admin.token, 999_999, 'es', SPANISH)).statusCode).toBe(404)
    })

    it('lets only admins read and write the texts', async () => {
      const { id } = await translated()
      for (const role of ['finance', 'support'] as const) {
        const { token } = await buildOperator(ctx(), role)
        expect((await save(token, id, 'es', SPANISH)).statusCode).toBe(403)
        const read = await ctx().call({ method: 'GET', url: `/api/ops/products/${id}/texts`, token })
        expect(read.statusCode).toBe(403)
      }
    })
  })
})
