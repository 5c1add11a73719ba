import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatMessage } from '@app/contracts'
import { inTransaction } from './db/transaction.ts'
import { startMetricsServer } from './lib/metrics-endpoint.ts'
import { chatUrl, signIn } from './realtime/testing/ws-client.ts'
import type { TestContext } from './testing/context.ts'
import { describeEachDialect } from './testing/each-dialect.ts'
import { buildOperator, buildProduct, buildUser, fundUser, productPrice } from './testing/factories.ts'

const TOKEN = 'scrape-token-0123456789'

/** One sample of the text format: its name, its labels and its value. */
interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

/** Parses Prometheus' text format (the sample lines; comments skipped). */
function parseSamples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
      if (!match) throw new Error(`not a sample line: ${line}`)
      const labels: Record<string, string> = {}
      for (const [, key = '', value = ''] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
        labels[key] = value
      return { name: match[1] ?? '', labels, value: Number(match[3]) }
    })
}

/**
 * The sum of the series `name` whose labels include `labels` (0 before one is first counted): the
 * other labels may take any value, e.g. every method's 404s for a route.
 */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((sum, s) => sum + s.value, 0)
}

async function scrape(ctx: TestContext): Promise<{ text: string; samples: Sample[] }> {
  const response = await ctx.call({ method: 'GET', url: '/metrics', token: TOKEN })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  return { text: response.body, samples: parseSamples(response.body) }
}

/** Scrapes until `ready` holds (a socket's close reaches the server a moment after the client's). */
async function scrapeUntil(ctx: TestContext, ready: (samples: Sample[]) => boolean): Promise<Sample[]> {
  for (let attempt = 0; ; attempt++) {
    const { samples } = await scrape(ctx)
    if (ready(samples) || attempt === 50) return samples
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describeEachDialect(
  'metrics behind a token',
  (ctx) => {
    it('counts a purchase, its replay and conflict, a refused limit and chat messages, with bounded labels', async () => {
      const before = (await scrape(ctx())).samples
      const buyer = await buildUser(ctx())
      await fundUser(ctx(), buyer.user.id, 50_000)
      const productId = await buildProduct(ctx())
      const key = randomUUID()
      const body = { wallet: 'balance', expectedPrice: await productPrice(ctx(), productId) }
      const buy = (payload: object) =>
        ctx().call({
          method: 'POST',
          url: `/api/products/${productId}/buy`,
          token: buyer.token,
          payload,
          headers: { 'idempotency-key': key },
        })
      expect((await buy(body)).statusCode).toBe(200)
      const replayed = await buy(body)
      expect(replayed.headers['idempotent-replayed']).toBe('true')
      expect((await buy({ ...body, wallet: 'revenue' })).statusCode).toBe(422)

      // Three requests for a code to one phone are allowed in ten minutes; the fourth is refused.
      const forgot = () =>
        ctx().call({ method: 'POST', url: '/api/auth/password/forgot', payload: { phone: buyer.phone } })
      for (let i = 0; i < 3; i++) expect((await forgot()).statusCode).toBe(200)
      expect((await forgot()).statusCode).toBe(429)

      const said = await ctx().call({
        method: 'POST',
        url: '/api/chat/messages',
        token: buyer.token,
        payload: { clientId: randomUUID(), text: 'Where is my income?' },
      })
      expect(said.statusCode).toBe(200)
      const { conversationId } = said.json<{ data: ChatMessage }>().data
      const support = await buildOperator(ctx(), 'support')
      const answered = await ctx().call({
        method: 'POST',
        url: `/api/ops/chat/conversations/${conversationId}/messages`,
        token: support.token,
        payload: { clientId: randomUUID(), text: 'It arrives daily.' },
      })
      expect(answered.statusCode).toBe(200)
      const stray = `/no-such-page-${randomUUID()}`
      expect((await ctx().call({ method: 'POST', url: stray, payload: {} })).statusCode).toBe(404)

      const { text, samples: after } = await scrape(ctx())
      const delta = (name: string, labels: Record<string, string> = {}) =>
        valueOf(after, name, labels) - valueOf(before, name, labels)
      const bought = { method: 'POST', route: '/api/products/:id/buy' }
      expect(delta('app_money_actions_total', { kind: 'purchase' })).toBe(1)
      expect(delta('app_money_actions_total', { kind: 'recharge_confirmed' })).toBe(1)
      expect(delta('app_idempotency_total', { outcome: 'replay' })).toBe(1)
      expect(delta('app_idempotency_total', { outcome: 'conflict' })).toBe(1)
      expect(delta('app_http_requests_total', { ...bought, status: '200' })).toBe(2)
      expect(delta('app_http_requests_total', { ...bought, status: '422' })).toBe(1)
      expect(delta('app_http_request_duration_seconds_count', { ...bought, status_class: '2xx' })).toBe(2)
      expect(delta('app_limit_refusals_total', { bucket: 'forgot:phone' })).toBe(1)
      expect(delta('app_chat_messages_total', { from: 'user' })).toBe(1)
      expect(delta('app_chat_messages_total', { from: 'operator' })).toBe(1)
      expect(delta('app_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1)
      // No label value carries a phone, an id in a path, or a raw URL.
      expect(text).not.toContain(buyer.phone)
      expect(text).not.toContain(`/api/products/${productId}/buy`)
      expect(text).not.toContain(stray)
      expect(valueOf(after, 'app_process_cpu_user_seconds_total')).toBeGreaterThan(0)
    })

    it('counts the chat sockets open on this process', async () => {
      await ctx().app.listen({ host: '127.0.0.1', port: 0 })
      const port = (ctx().app.server.address() as AddressInfo).port
      const open = async () => valueOf((await scrape(ctx())).samples, 'app_chat_sockets')
      const before = await open()
      const { token } = await buildUser(ctx())
      const { socket } = await signIn(chatUrl(port), token)
      expect(await open()).toBe(before + 1)
      await socket.close()
      const after = await scrapeUntil(ctx(), (s) => valueOf(s, 'app_chat_sockets') === before)
      expect(valueOf(after, 'app_chat_sockets')).toBe(before)
    })

    it('counts a transaction retried after a deadlock, on the dialect that retries', async () => {
      const database = ctx().deps.database
      if (database.dialect !== 'postgres') return
      await sql`create table deadlock_probe (id integer primary key, n integer not null)`.execute(database.db)
      await sql`insert into deadlock_probe values (1, 0), (2, 0)`.execute(database.db)
      const before = valueOf((await scrape(ctx())).samples, 'app_db_transaction_retries_total', {
        dialect: 'postgres',
      })
      // Each takes its first row, waits until the other holds its own, then asks for the other's.
      let holding = 0
      let bothHold: () => void = () => {}
      const barrier = new Promise<void>((resolve) => (bothHold = resolve))
      const crossing = (first: number, second: number) =>
        inTransaction(database, async (tx) => {
          await sql`update deadlock_probe set n = n + 1 where id = ${first}`.execute(tx)
          if (++holding === 2) bothHold()
          await barrier
          await sql`update deadlock_probe set n = n + 1 where id = ${second}`.execute(tx)
        })
      await Promise.all([crossing(1, 2), crossing(2, 1)])
      const after = valueOf((await scrape(ctx())).samples, 'app_db_transaction_retries_total', {
        dialect: 'postgres',
      })
      expect(after - before).toBe(1)
    })
  },
  { metricsToken: TOKEN },
)

describeEachDialect(
  'the metrics endpoint refuses strangers and is never limited',
  (ctx) => {
    it('answers 401 in the envelope without the token or with a wrong one', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
        const response = await ctx().call({
          method: 'GET',
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        })
        expect(response.statusCode, authorization).toBe(401)
        expect(response.json()).toMatchObject({ code: 401, data: { error: 'UNAUTHENTICATED' } })
        expect(response.body).not.toContain('app_http_requests_total')
      }
    })

    it('answers every scrape while the API refuses the same address past its limit', async () => {
      const before = valueOf((await scrape(ctx())).samples, 'app_limit_refusals_total', { bucket: 'api' })
      const statuses: number[] = []
      for (let i = 0; i < 5; i++)
        statuses.push((await ctx().call({ method: 'GET', url: '/api/config' })).statusCode)
      expect(statuses.slice(-2)).toEqual([429, 429])
      for (let i = 0; i < 5; i++) {
        expect((await ctx().call({ method: 'GET', url: '/metrics' })).statusCode).toBe(401)
        await scrape(ctx())
      }
      const after = valueOf((await scrape(ctx())).samples, 'app_limit_refusals_total', { bucket: 'api' })
      expect(after - before).toBe(statuses.filter((s) => s === 429).length)
    })
  },
  { metricsToken: TOKEN, rateLimitPerMinute: 3 },
)

// With a port only, the figures go to that port alone: the public port never shows them.
for (const env of [{}, { metricsPort: 9100 }])
  describeEachDialect(
    `without a metrics token (${JSON.stringify(env)})`,
    (ctx) => {
      it('has no /metrics on the app port: 404', async () => {
        const response = await ctx().call({ method: 'GET', url: '/metrics', token: TOKEN })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toMatchObject({ code: 404, data: { error: 'NOT_FOUND' } })
      })
    },
    env,
  )

describe('the separate metrics port', () => {
  const servers: { close(): void }[] = []
  afterAll(() => servers.forEach((server) => server.close()))

  const start = async (metricsToken: string | undefined) => {
    const server = await startMetricsServer({ host: '127.0.0.1', metricsPort: 0, metricsToken })
    servers.push(server)
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  let open = ''
  let guarded = ''
  beforeAll(async () => {
    open = await start(undefined)
    guarded = await start(TOKEN)
  })

  it('serves the registry at /metrics and nothing else', async () => {
    const response = await fetch(`${open}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const samples = parseSamples(await response.text())
    expect(samples.some((s) => s.name === 'app_process_resident_memory_bytes')).toBe(true)
    expect((await fetch(`${open}/`)).status).toBe(404)
    expect((await fetch(`${open}/metrics`, { method: 'POST' })).status).toBe(404)
  })

  it('answers the liveness check there, without the token: it opens before the server starts', async () => {
    const live = await fetch(`${guarded}/health/live`)
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }])
    expect((await fetch(`${guarded}/health/ready`)).status).toBe(404)
  })

  it('asks for the token there too when one is set', async () => {
    const refused = await fetch(`${guarded}/metrics`)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toMatchObject({ code: 401, data: { error: 'UNAUTHENTICATED' } })
    const wrong = await fetch(`${guarded}/metrics`, { headers: { authorization: 'Bearer nope' } })
    expect(wrong.status).toBe(401)
    const allowed = await fetch(`${guarded}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(allowed.status).toBe(200)
    expect(await allowed.text()).toContain('app_http_requests_total')
  })
})
