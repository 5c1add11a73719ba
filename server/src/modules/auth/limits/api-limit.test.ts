import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../app.ts'
import { redisAvailable, testRedisUrl } from '../../../testing/databases.ts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { SharedMinuteLimit } from './api-limit.ts'
import { databaseLimitStore } from './api-limit-store.ts'
import { redisLimitStore } from './api-limit-redis.ts'

/** A built app and console in a temporary folder, as `npm run build` leaves them. */
function builtClients() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clients-'))
  const web = path.join(dir, 'web')
  const admin = path.join(dir, 'admin')
  fs.mkdirSync(path.join(web, 'assets'), { recursive: true })
  fs.mkdirSync(admin)
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  )
  fs.writeFileSync(path.join(web, 'assets', 'index.js'), 'console.log(1)')
  fs.writeFileSync(path.join(web, 'assets', 'index.css'), 'body{margin:0}')
  fs.writeFileSync(path.join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  fs.writeFileSync(path.join(admin, 'index.html'), '<!doctype html><html><body>console</body></html>')
  return { dir, web, admin }
}

const clients = builtClients()
afterAll(() => fs.rmSync(clients.dir, { recursive: true, force: true }))

const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }

describeEachDialect(
  'the general limit stops floods of API calls, never the app',
  (ctx) => {
    const from = '198.51.100.20'
    const api = (headers: Record<string, string> = {}) =>
      ctx().call({ method: 'GET', url: '/api/config/version', remoteAddress: from, headers })

    it('serves the app page as HTML after 2,500 loads from one address within a minute', async () => {
      const files = ['/', '/assets/index.js', '/assets/index.css', '/favicon.svg', '/admin/']
      for (let batch = 0; batch < 25; batch++) {
        const loads = await Promise.all(
          Array.from({ length: 100 }, (_, i) =>
            ctx().call({
              method: 'GET',
              url: files[i % files.length] ?? '/',
              remoteAddress: from,
              headers: PAGE,
            }),
          ),
        )
        expect(loads.every((r) => r.statusCode === 200)).toBe(true)
      }
      const page = await ctx().call({ method: 'GET', url: '/', remoteAddress: from, headers: PAGE })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(page.body).toContain('<div id="root">')
    })

    it('limits API calls from one address and answers the app with the JSON it reads', async () => {
      const statuses: number[] = []
      for (let i = 0; i < 101; i++) statuses.push((await api()).statusCode)
      expect(statuses.slice(0, 100).every((s) => s === 200)).toBe(true)
      const limited = await api()
      expect(limited.statusCode).toBe(429)
      expect(limited.headers['retry-after']).toMatch(/^\d+$/)
      expect(limited.json()).toEqual({
        code: 429,
        msg: 'Too many attempts, please try again later.',
        data: { error: 'RATE_LIMITED' },
      })
      // The router decodes the path; so does the limit.
      for (const url of ['/%61pi/config/version', '/api/config/versio%6E', '/api/config/version/'])
        expect((await ctx().call({ method: 'GET', url, remoteAddress: from })).statusCode).toBe(429)
    })

    it('answers a limited page request with a page, not JSON, and keeps serving the app', async () => {
      const limited = await ctx().call({
        method: 'GET',
        url: '/api/docs',
        remoteAddress: from,
        headers: PAGE,
      })
      expect(limited.statusCode).toBe(429)
      expect(limited.headers['content-type']).toMatch(/^text\/html/)
      expect(() => JSON.parse(limited.body)).toThrow()
      expect(limited.body).toContain('Too many attempts, please try again later.')
      for (const url of ['/', '/admin/', '/assets/index.js']) {
        expect(
          (await ctx().call({ method: 'GET', url, remoteAddress: from, headers: PAGE })).statusCode,
        ).toBe(200)
      }
    })

    it('counts each address apart, and opens again in the next minute', async () => {
      const other = await ctx().call({
        method: 'GET',
        url: '/api/config/version',
        remoteAddress: '198.51.100.21',
      })
      expect(other.statusCode).toBe(200)
      ctx().clock.advance(60)
      expect((await api()).statusCode).toBe(200)
    })

    it('counts an IPv6 client by its /64, whichever address of it it uses', async () => {
      const statuses: number[] = []
      for (let i = 0; i < 101; i++) {
        const response = await ctx().call({
          method: 'GET',
          url: '/api/config/version',
          remoteAddress: `2001:db8:1:2::${(i + 1).toString(16)}`,
        })
        statuses.push(response.statusCode)
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(1)
      expect(statuses[100]).toBe(429)
    })

    it('shares one total between server processes on the same database', async () => {
      ctx().clock.advance(60)
      const second = await buildApp(ctx().deps)
      try {
        const results = await Promise.all(
          Array.from({ length: 160 }, (_, i) =>
            (i % 2 === 0 ? ctx().app : second).inject({
              method: 'GET',
              url: '/api/config/version',
              remoteAddress: '198.51.100.30',
            }),
          ),
        )
        expect(results.filter((r) => r.statusCode === 200)).toHaveLength(100)
        expect(results.filter((r) => r.statusCode === 429)).toHaveLength(60)
      } finally {
        await second.close()
      }
    })
  },
  { rateLimitPerMinute: 100 },
  { clients },
)

describeEachDialect('the shared window itself', (ctx) => {
  it('never admits more than the limit between processes that take hits in batches', async () => {
    let now = 1_800_000_000
    const store = databaseLimitStore(ctx().deps)
    const a = new SharedMinuteLimit(store, 1000, () => now)
    const b = new SharedMinuteLimit(store, 1000, () => now)
    const results = await Promise.all(Array.from({ length: 1500 }, (_, i) => (i % 3 ? a : b).admit('x')))
    const admitted = results.filter(Boolean).length
    // Each takes 10 at a time; what one holds unspent the other cannot use (at most one batch).
    expect(admitted).toBeLessThanOrEqual(1000)
    expect(admitted).toBeGreaterThanOrEqual(990)
    now += 60
    expect(await a.admit('x')).toBe(true)
  })
})

describe('a Redis that cannot be reached', () => {
  it('does not take the API down: requests are let through', async () => {
    const store = redisLimitStore('redis://127.0.0.1:1')
    try {
      const limit = new SharedMinuteLimit(store, 100, () => 1_800_000_000)
      expect(await limit.admit('x')).toBe(true)
      expect(await limit.admit('x')).toBe(true)
    } finally {
      await store.close()
    }
  })
})

const redisUp = await redisAvailable()

describe.runIf(redisUp)('the general limit counted in Redis (REDIS_URL)', () => {
  it('shares one total between processes', async () => {
    const store = redisLimitStore(testRedisUrl)
    try {
      const now = () => 1_800_000_000
      const a = new SharedMinuteLimit(store, 60, now)
      const b = new SharedMinuteLimit(store, 60, now)
      const key = `test-${process.pid}-${Date.now()}`
      const results = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).admit(key)))
      expect(results.filter(Boolean)).toHaveLength(60)
    } finally {
      await store.close()
    }
  })

  describeEachDialect(
    'an app with REDIS_URL',
    (ctx) => {
      it('limits API calls and never the app page', async () => {
        const from = `10.${process.pid % 250}.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`
        const statuses: number[] = []
        for (let i = 0; i < 31; i++) {
          const response = await ctx().call({
            method: 'GET',
            url: '/api/config/version',
            remoteAddress: from,
          })
          statuses.push(response.statusCode)
        }
        expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
        expect(statuses[30]).toBe(429)
        const page = await ctx().call({ method: 'GET', url: '/', remoteAddress: from, headers: PAGE })
        expect(page.statusCode).toBe(200)
        expect(page.headers['content-type']).toMatch(/^text\/html/)
      })
    },
    { rateLimitPerMinute: 30, redisUrl: testRedisUrl },
    { clients },
  )
})
