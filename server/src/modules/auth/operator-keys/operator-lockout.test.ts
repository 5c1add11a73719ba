import { Writable } from 'node:stream'
import { expect, it } from 'vitest'
import { OPS_CSRF_HEADER, OPS_CSRF_VALUE } from '@app/contracts/constants'
import { createLogger } from '../../../lib/logger.ts'
import { metricsRegistry } from '../../../lib/metrics.ts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { buildOperator } from '../../../testing/factories.ts'

/** What the server logged, one JSON object a line. */
const logged: Record<string, unknown>[] = []
const logger = createLogger(
  'info',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logged.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  }),
)

const lockouts = async () =>
  ((await metricsRegistry.getSingleMetric('app_operator_lockouts_total')?.get())?.values ?? []).reduce(
    (sum, v) => sum + v.value,
    0,
  )

/**
 * Guessing an operator's password is slowed down by delays that grow, but it cannot lock the
 * operator out of a device they signed in from before; each refusal of a name is an alert (a log
 * event and a metric) (decision 0058).
 */
describeEachDialect(
  'operator sign-in: growing delays, a known device goes on, and an alert',
  (ctx) => {
    // Signed in as the console signs in (its header): the reply sets the cookies.
    const login = (username: string, password: string, cookie?: string) =>
      ctx().call({
        method: 'POST',
        url: '/api/ops/auth/login',
        payload: { username, password },
        headers: {
          [OPS_CSRF_HEADER.toLowerCase()]: OPS_CSRF_VALUE,
          'sec-fetch-site': 'same-origin',
          ...(cookie === undefined ? {} : { cookie }),
        },
      })
    const deviceCookieOf = (setCookie: string | string[] | undefined) =>
      [setCookie ?? []]
        .flat()
        .find((c) => c.startsWith('ops_device='))
        ?.split(';')[0]

    it('after five failures the name is held back, except on the device the operator used before', async () => {
      const finance = await buildOperator(ctx(), 'finance')
      // The operator signed in on their own device once: it is remembered by an HttpOnly cookie.
      const first = await login(finance.username, finance.password)
      const device = deviceCookieOf(first.headers['set-cookie'])
      expect(device).toMatch(/^ops_device=[A-Za-z0-9_-]{16,}$/)
      expect([first.headers['set-cookie']].flat().join('\n')).toMatch(/ops_device=[^;]+;.*HttpOnly/)

      const before = await lockouts()
      const guesses = []
      for (let i = 0; i < 8; i++) guesses.push((await login(finance.username, `wrong-guess-${i}`)).statusCode)
      expect(guesses).toEqual([400, 400, 400, 400, 400, 429, 429, 429])
      expect(await lockouts()).toBe(before + 3)
      const alerts = logged.filter((line) => line.event === 'operator.lockout')
      expect(alerts.at(-1)).toMatchObject({ level: 'warn', username: finance.username, rung: 'm' })

      // Anyone else (a new device) waits; the operator on their own device signs in.
      expect((await login(finance.username, finance.password)).statusCode).toBe(429)
      expect((await login(finance.username, finance.password, device)).statusCode).toBe(200)

      // The delay ends; a longer one follows further failures.
      ctx().clock.advance(60)
      expect((await login(finance.username, finance.password)).statusCode).toBe(200)
    })
  },
  {},
  { logger },
)
