import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ENDPOINTS } from '@app/contracts/endpoints'
import { ENDPOINT_PREFIXES } from '@app/contracts/platform'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../testing/context.ts'
import { apiMarkdown } from './api-reference.ts'
import { openApiDocument, openApiPath, type OpenApiDocument } from './openapi.ts'

const apiMd = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/api.md')

/** Routes that serve the built app and console: files, not API endpoints. */
const CLIENT_FILES = new Set(['GET /*', 'GET /admin/*', 'GET /admin'])

describe('the API reference', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext('sqlite')
    await ctx.app.ready()
  })
  afterAll(() => ctx.close())

  it('lists every route of the route table, and nothing the server does not answer', async () => {
    const reply = await ctx.call({ method: 'GET', url: '/api/docs/openapi.json' })
    expect(reply.statusCode).toBe(200)
    const document = reply.json<OpenApiDocument>()
    const documented = Object.entries(document.paths).flatMap(([p, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${p}`),
    )
    const served = ctx.app.routeTable
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !CLIENT_FILES.has(key))
      .map((key) => key.replace(/ (.*)$/, (_m, url: string) => ` ${openApiPath(url)}`))
    expect([...documented].sort()).toEqual([...new Set(served)].sort())
  })

  it('shows every endpoint on the web page', async () => {
    const reply = await ctx.call({ method: 'GET', url: '/api/docs' })
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-type']).toMatch(/^text\/html/)
    for (const declaration of ENDPOINTS)
      expect(reply.body).toContain(`${declaration.method} ${declaration.path}`)
  })

  it('docs/api.md says what the declarations say (npm run docs:api writes it)', () => {
    expect(fs.readFileSync(apiMd, 'utf8')).toBe(apiMarkdown(openApiDocument()))
  })

  it('keeps every endpoint under a prefix whose replies are never cached', () => {
    const outside = ENDPOINTS.filter((e) => !ENDPOINT_PREFIXES.some((prefix) => e.path.startsWith(prefix)))
    expect(outside.map((e) => e.path)).toEqual([])
  })

  it('declares each endpoint once: unique ids, one declaration per method and path', () => {
    const ids = ENDPOINTS.map((e) => e.id)
    const routes = ENDPOINTS.map((e) => `${e.method} ${e.path}`)
    expect(ids.length).toBe(new Set(ids).size)
    expect(routes.length).toBe(new Set(routes).size)
  })
})

describe('the API reference in production', () => {
  it('is not served unless asked for with API_DOCS=1', async () => {
    const hidden = await createTestContext('sqlite', { production: true, apiDocs: false })
    const shown = await createTestContext('sqlite', { production: true, apiDocs: true })
    try {
      expect((await hidden.call({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404)
      expect((await hidden.call({ method: 'GET', url: '/api/docs/openapi.json' })).statusCode).toBe(404)
      expect((await shown.call({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200)
    } finally {
      await hidden.close()
      await shown.close()
    }
  })
})
