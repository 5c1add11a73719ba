import { expect, it } from 'vitest'
import { bundledLanguages } from '@app/contracts/i18n'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator } from '../../testing/factories.ts'

describeEachDialect('app config (spec §7)', (ctx) => {
  it('answers the version and the config with language packages and the app version', async () => {
    const version = (await ctx().call({ method: 'GET', url: '/api/config/version' })).json<{
      data: { version: number }
    }>()
    const config = (await ctx().call({ method: 'GET', url: '/api/config' })).json<{
      code: number
      data: Record<string, unknown>
    }>()
    expect(config.code).toBe(200)
    expect(config.data).toMatchObject({
      version: version.data.version,
      site_name: 'Harvest',
      currency: '$',
      chat_url: '',
      app_version: '1.0.1',
      app_version_code: 100,
      language_packages: [
        { key: 'en', json: '/api/config/lang/en.json' },
        { key: 'es', json: '/api/config/lang/es.json' },
        { key: 'ja', json: '/api/config/lang/ja.json' },
      ],
    })
  })

  it('serves each language file, with the anti-cache query, and 404 for others', async () => {
    const es = await ctx().call({ method: 'GET', url: '/api/config/lang/es.json?t=1790000000123' })
    expect(es.statusCode).toBe(200)
    expect(es.json()).toEqual(bundledLanguages.es)
    expect((await ctx().call({ method: 'GET', url: '/api/config/lang/fr.json' })).statusCode).toBe(404)
    expect((await ctx().call({ method: 'GET', url: '/api/config/lang/../../etc/passwd' })).statusCode).toBe(
      404,
    )
  })

  it('bumps the version when an operator saves settings or a language pack, and serves the new pack', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const versionOf = async () =>
      (await ctx().call({ method: 'GET', url: '/api/config/version' })).json<{ data: { version: number } }>()
        .data.version
    const v1 = await versionOf()
    const saved = await ctx().call({
      method: 'PUT',
      url: '/api/ops/settings',
      token: admin.token,
      payload: { site_name: 'Acme Invest', currency: '€', chat_url: '' },
    })
    expect(saved.json()).toMatchObject({
      code: 200,
      data: { site_name: 'Acme Invest', currency: '€', version: v1 + 1 },
    })
    const pack = { ...bundledLanguages.es, tab: { home: 'Portada' } }
    const put = await ctx().call({
      method: 'PUT',
      url: '/api/ops/languages/es',
      token: admin.token,
      payload: { json: pack },
    })
    expect(put.json()).toMatchObject({ code: 200, data: { key: 'es', version: v1 + 2 } })
    const served = await ctx().call({ method: 'GET', url: '/api/config/lang/es.json?t=1' })
    expect(served.json<{ tab: { home: string } }>().tab.home).toBe('Portada')
    const config = (await ctx().call({ method: 'GET', url: '/api/config' })).json<{
      data: { site_name: string; version: number }
    }>()
    expect(config.data).toMatchObject({ site_name: 'Acme Invest', version: v1 + 2 })
  })

  it('refuses a language pack that is not a tree of texts', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const response = await ctx().call({
      method: 'PUT',
      url: '/api/ops/languages/en',
      token: admin.token,
      payload: { json: { a: 1 } },
    })
    expect(response.json()).toMatchObject({
      code: 400,
      msg: 'The language file must be a JSON object of texts.',
    })
  })
})
