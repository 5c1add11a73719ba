import type {
  AnnouncementDetail,
  AnnouncementSummary,
  AnnouncementTexts,
  OpsAnnouncementRow,
  Page,
} from '@app/contracts'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator } from '../../testing/factories.ts'

type Reply<T> = { code: number; msg: string; data: T }

describeEachDialect('an announcement in every language', (ctx) => {
  const write = async (token: string) => {
    const response = await ctx().call({
      method: 'POST',
      url: '/api/ops/announcements',
      token,
      payload: {
        title: 'Maintenance tonight',
        bodyHtml: '<p>The app rests at <b>2am</b>.</p>',
        published: true,
      },
    })
    return response.json<Reply<OpsAnnouncementRow>>().data.id
  }
  const save = (token: string, id: number, locale: string, payload: object) =>
    ctx().call({ method: 'PUT', url: `/api/ops/announcements/${id}/texts/${locale}`, token, payload })
  const read = async <T>(url: string, language: string) => {
    const response = await ctx().call({ method: 'GET', url, headers: { 'accept-language': language } })
    return { vary: response.headers.vary, data: response.json<Reply<T>>().data }
  }

  it('serves each language its title and sanitised body, English where one is missing', async () => {
    const support = await buildOperator(ctx(), 'support')
    const id = await write(support.token)
    const saved = await save(support.token, id, 'es', {
      title: 'Mantenimiento esta noche',
      bodyHtml: '<p>La aplicación descansa a las <b>2</b>.</p><script>alert(1)</script>',
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json<Reply<AnnouncementTexts>>().data.texts.es?.bodyHtml).not.toContain('script')
    await save(support.token, id, 'ja', { title: '今夜のメンテナンス', bodyHtml: '' })

    const es = await read<AnnouncementDetail>(`/api/announcements/${id}`, 'es')
    expect(es.vary).toContain('Accept-Language')
    expect(es.data.title).toBe('Mantenimiento esta noche')
    expect(es.data.bodyHtml).toContain('La aplicación descansa')
    expect(es.data.bodyHtml).not.toContain('script')

    const ja = await read<AnnouncementDetail>(`/api/announcements/${id}`, 'ja')
    expect(ja.data.title).toBe('今夜のメンテナンス')
    expect(ja.data.bodyHtml).toContain('The app rests')

    const list = await read<Page<AnnouncementSummary>>('/api/announcements', 'es')
    const row = list.data.items.find((a) => a.id === id)
    expect(row?.title).toBe('Mantenimiento esta noche')
    expect(row?.excerpt).toBe('La aplicación descansa a las 2.')
    const latest = await read<AnnouncementSummary>('/api/announcements/latest', 'ja')
    expect(latest.data.title).toBe('今夜のメンテナンス')
    expect(latest.data.excerpt).toBe('The app rests at 2am.')
    expect((await read<AnnouncementDetail>(`/api/announcements/${id}`, 'en')).data.title).toBe(
      'Maintenance tonight',
    )

    const entry = await ctx()
      .deps.db.selectFrom('audit_log')
      .select(['operator_id', 'after_json'])
      .where('action', '=', 'announcement.translate')
      .where('target', '=', `announcement:${id}`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(entry.operator_id).toBe(support.id)
    expect(JSON.parse(entry.after_json)).toMatchObject({ locale: 'ja', title: '今夜のメンテナンス' })
  })

  it('refuses an unknown language by name and lets finance neither read nor write', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const id = await write(admin.token)
    const refused = await save(admin.token, id, 'de', { title: 'Wartung', bodyHtml: '' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json<Reply<null>>().msg).toBe('Choose a language to translate into: es or ja.')
    const finance = await buildOperator(ctx(), 'finance')
    expect((await save(finance.token, id, 'es', { title: 'x', bodyHtml: '' })).statusCode).toBe(403)
    const texts = await ctx().call({
      method: 'GET',
      url: `/api/ops/announcements/${id}/texts`,
      token: admin.token,
    })
    expect(texts.json<Reply<AnnouncementTexts>>().data).toEqual({
      id,
      english: { title: 'Maintenance tonight', bodyHtml: '<p>The app rests at <strong>2am</strong>.</p>' },
      texts: { es: null, ja: null },
    })
  })
})
