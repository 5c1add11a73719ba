import { expect, it } from 'vitest'
import type { LanguageKeyRow } from '@app/contracts'
import { bundledLanguages } from '@app/contracts/i18n'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator } from '../../testing/factories.ts'

interface Served {
  tab: { home: string; wallet: string }
  period: { everyMinutes: string }
}
const es = bundledLanguages.es as unknown as Served
const ja = bundledLanguages.ja as unknown as Served

describeEachDialect('language packs edited key by key (issue 13)', (ctx) => {
  const keysOf = async (token: string, locale = 'es') =>
    (await ctx().call({ method: 'GET', url: `/api/ops/languages/${locale}/keys`, token })).json<{
      data: { key: string; rows: LanguageKeyRow[] }
    }>().data
  const save = (token: string, texts: Record<string, string>, locale = 'es') =>
    ctx().call({ method: 'PATCH', url: `/api/ops/languages/${locale}`, token, payload: { texts } })
  const served = async (locale = 'es') =>
    (await ctx().call({ method: 'GET', url: `/api/config/lang/${locale}.json?t=1` })).json<Served>()
  const version = async () =>
    (await ctx().call({ method: 'GET', url: '/api/config/version' })).json<{ data: { version: number } }>()
      .data.version

  it('lists every English key as a dotted path with the English text and the served text', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const keys = await keysOf(admin.token)
    expect(keys.key).toBe('es')
    const home = keys.rows.find((row) => row.key === 'tab.home')
    expect(home).toEqual({ key: 'tab.home', english: 'Home', value: 'Inicio', missing: false })
    expect(keys.rows.find((row) => row.key === 'period.everyMinutes')).toMatchObject({
      english: 'Every {{count}} minutes',
      value: es.period.everyMinutes,
    })
    expect(keys.rows.every((row) => !row.missing)).toBe(true)
  })

  it('saves a valid edit, bumps the version, serves it to the apps and audits the old and new text', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const v1 = await version()
    const response = await save(admin.token, {
      'tab.home': 'Portada',
      'period.everyMinutes': 'Cada {{count}} min.',
    })
    expect(response.json()).toMatchObject({ code: 200, data: { key: 'es', saved: 2, version: v1 + 1 } })
    const file = await served()
    expect(file.tab).toMatchObject({ home: 'Portada', wallet: es.tab.wallet })
    expect(file.period.everyMinutes).toBe('Cada {{count}} min.')
    const row = (await keysOf(admin.token)).rows.find((r) => r.key === 'tab.home')
    expect(row).toMatchObject({ value: 'Portada', missing: false })

    const audit = await ctx().call({
      method: 'GET',
      url: '/api/ops/audit-log?q=language:es',
      token: admin.token,
    })
    const entry = audit.json<{ data: { items: { action: string; before: unknown; after: unknown }[] } }>()
      .data.items[0]
    expect(entry).toMatchObject({
      action: 'language.update',
      before: { texts: { 'tab.home': 'Inicio' } },
      after: { keys: 2, texts: { 'tab.home': 'Portada' } },
    })
  })

  it('refuses a text that does not keep the English placeholders, naming the key, and saves nothing', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const v1 = await version()
    const before = await served()
    for (const text of ['Cada minuto', 'Cada {{cuenta}} minutos', 'Cada {{count}} minutos {{extra}}']) {
      const response = await save(admin.token, { 'tab.home': 'Portada', 'period.everyMinutes': text })
      expect(response.statusCode, text).toBe(400)
      expect(response.json()).toMatchObject({
        msg: 'The text period.everyMinutes must keep exactly the placeholders of the English text ({{count}}); nothing was saved.',
        data: { error: 'VALIDATION_FAILED', field: 'period.everyMinutes' },
      })
    }
    const extra = await save(admin.token, { 'tab.home': 'Portada {{count}}' })
    expect(extra.json()).toMatchObject({
      msg: 'The text tab.home must keep exactly the placeholders of the English text (none); nothing was saved.',
    })
    expect(await version()).toBe(v1)
    expect(await served()).toEqual(before)
  })

  it('refuses unknown keys, empty and overlong texts, and an empty save, saving nothing', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const v1 = await version()
    const before = await served()
    const cases: [Record<string, string>, string][] = [
      [
        { 'tab.home': 'Portada', 'tab.nothing': 'x' },
        'There is no text called tab.nothing; nothing was saved.',
      ],
      [{ tab: 'x' }, 'There is no text called tab; nothing was saved.'],
      [{ 'tab.home': '  ' }, 'The text tab.home cannot be empty; nothing was saved.'],
      [
        { 'tab.home': 'x'.repeat(2001) },
        'The text tab.home should have at most 2000 characters; nothing was saved.',
      ],
      [{}, 'Change at least one text before saving.'],
    ]
    for (const [texts, msg] of cases) {
      const response = await save(admin.token, texts)
      expect(response.statusCode, msg).toBe(400)
      expect(response.json()).toMatchObject({ msg })
    }
    expect(await version()).toBe(v1)
    expect(await served()).toEqual(before)
  })

  it('applies the same checks to a whole-file import', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const pack = { ...bundledLanguages.ja, period: { ...ja.period, everyMinutes: '毎分' } }
    const response = await ctx().call({
      method: 'PUT',
      url: '/api/ops/languages/ja',
      token: admin.token,
      payload: { json: pack },
    })
    expect(response.json()).toMatchObject({
      code: 400,
      msg: 'The text period.everyMinutes must keep exactly the placeholders of the English text ({{count}}); nothing was saved.',
    })
    const unknown = await ctx().call({
      method: 'PUT',
      url: '/api/ops/languages/ja',
      token: admin.token,
      payload: { json: { ...bundledLanguages.ja, extra: { text: 'x' } } },
    })
    expect(unknown.json()).toMatchObject({
      code: 400,
      msg: 'There is no text called extra.text; nothing was saved.',
    })
  })

  it('keeps language editing for admins: finance and support are refused', async () => {
    const before = await served()
    for (const role of ['finance', 'support'] as const) {
      const operator = await buildOperator(ctx(), role)
      expect((await save(operator.token, { 'tab.home': 'Portada' })).statusCode).toBe(403)
      const list = await ctx().call({
        method: 'GET',
        url: '/api/ops/languages/es/keys',
        token: operator.token,
      })
      expect(list.statusCode).toBe(403)
    }
    expect(await served()).toEqual(before)
  })
})
