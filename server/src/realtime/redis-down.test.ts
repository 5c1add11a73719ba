import { Writable } from 'node:stream'
import { expect, it } from 'vitest'
import { createLogger } from '../lib/logger.ts'
import { describeEachDialect } from '../testing/each-dialect.ts'

/** Every line the server logged, as written. */
const logged: string[] = []
const logger = createLogger(
  'info',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString())
      done()
    },
  }),
)

const METRICS_TOKEN = 'Qm4vT8zLr2Xp6sWd'

/** A value of `/metrics`, by its name and labels as written there. */
function metric(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

/**
 * Redis set (`REDIS_URL`) and not answering: the process stays ready but says it is degraded, the
 * metrics show the lost connection and count its errors, and the general limit still limits,
 * counting in this process alone (decision 0072).
 */
describeEachDialect(
  'a server whose Redis does not answer',
  (ctx) => {
    const scrape = async () =>
      (
        await ctx().call({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).body

    it('is ready but degraded, and says Redis is down', async () => {
      const ready = await ctx().call({ method: 'GET', url: '/health/ready' })
      expect(ready.statusCode).toBe(200)
      expect(ready.json()).toMatchObject({ status: 'degraded', checks: { database: 'up', redis: 'down' } })
      const { checks } = ready.json() as { checks: { pool?: { total: number; waiting: number } } }
      // PostgreSQL's pool is shown; SQLite has none.
      if (ctx().deps.database.dialect === 'postgres') expect(checks.pool?.total).toBeGreaterThan(0)
      else expect(checks.pool).toBeUndefined()
    })

    it("shows the lost connection and its errors in /metrics, with the outbox's figures", async () => {
      await expect
        .poll(async () => metric(await scrape(), 'app_redis_errors_total{role="limit"}') ?? 0)
        .toBeGreaterThan(4)
      const body = await scrape()
      const errors = metric(body, 'app_redis_errors_total{role="limit"}') ?? 0
      expect(metric(body, 'app_redis_connected{role="limit"}')).toBe(0)
      // Each failed attempt is counted; the loss is logged once per server (this file builds one per
      // database, logging to the same lines), not once per attempt.
      const lines = logged.filter(
        (line) => line.includes('"event":"redis"') && line.includes('"role":"limit"'),
      )
      expect(lines.length).toBeGreaterThanOrEqual(1)
      expect(lines.length).toBeLessThanOrEqual(2)
      expect(lines.every((line) => line.includes('"up":false') && line.includes('"level":"error"'))).toBe(
        true,
      )
      expect(errors).toBeGreaterThan(lines.length)
      expect(metric(body, 'app_redis_connected{role="live"}')).toBe(0)
      expect(metric(body, 'app_live_outbox_backlog')).toBeGreaterThanOrEqual(0)
    })

    it('still limits API calls, counted in this process', async () => {
      const from = '203.0.113.77'
      const statuses: number[] = []
      for (let i = 0; i < 31; i++)
        statuses.push(
          (await ctx().call({ method: 'GET', url: '/api/config/version', remoteAddress: from })).statusCode,
        )
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
      expect(statuses[30]).toBe(429)
      // Another address is counted apart.
      expect(
        (await ctx().call({ method: 'GET', url: '/api/config/version', remoteAddress: '203.0.113.78' }))
          .statusCode,
      ).toBe(200)
    })
  },
  { rateLimitPerMinute: 30, redisUrl: 'redis://127.0.0.1:1', metricsToken: METRICS_TOKEN },
  { logger },
)
