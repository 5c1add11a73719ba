import { Writable } from 'node:stream'
import { expect, it } from 'vitest'
import { createLogger } from '../../../lib/logger.ts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'

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

const METRICS_TOKEN = 'Vb7kQ2rX9mLp4tZs'

/** The general limit fails open when Redis does not answer: the API stays up, and it is not silent. */
describeEachDialect(
  'a general limit whose Redis does not answer',
  (ctx) => {
    it('lets requests through, counts each failed call and logs it once a minute', async () => {
      const before = logged.length
      for (let i = 0; i < 3; i++) {
        const response = await ctx().call({
          method: 'GET',
          url: '/api/config',
          remoteAddress: `10.66.0.${i}`,
        })
        expect(response.statusCode).toBe(200)
      }
      const metrics = await ctx().call({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
      const failures = /^app_limit_store_failures_total\{store="redis"\} (\d+)/m.exec(metrics.body)
      expect(Number(failures?.[1] ?? 0)).toBeGreaterThanOrEqual(3)

      const lines = logged.slice(before).filter((line) => line.includes('"event":"limit-store"'))
      expect(lines).toHaveLength(1)
      expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 'error', store: 'redis', failures: 1 })
      expect(lines[0]).not.toContain('10.66.0.')
    })
  },
  { rateLimitPerMinute: 30, redisUrl: 'redis://127.0.0.1:1', metricsToken: METRICS_TOKEN },
  { logger },
)
