import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { AUTH_FORGOT_PASSWORD, AUTH_RESET_PASSWORD } from '@app/contracts'
import { metricsRegistry } from '../../../lib/metrics.ts'
import { wakeSignal, type WakeSignal } from '../../../lib/wake.ts'
import { startWorker, type Worker } from '../../../sweeper.ts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { buildUser } from '../../../testing/factories.ts'
import { webhookSmsProvider } from './sms.ts'

/**
 * A real SMS gateway on 127.0.0.1 whose behaviour the test sets: `up` takes texts, `down` answers
 * 503, `hold` keeps every request open until `release()`.
 */
async function startGateway() {
  let mode: 'up' | 'down' | 'hold' = 'up'
  const received: { to: string; text: string }[] = []
  const held: http.ServerResponse[] = []
  const tried: string[] = []
  const server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const text = JSON.parse(body) as { to: string; text: string }
      tried.push(text.to)
      if (mode === 'down') return void response.writeHead(503).end()
      if (mode === 'hold') return void held.push(response)
      received.push(text)
      response.writeHead(200).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    received,
    /** Requests the gateway got for `phone`, whatever it answered. */
    attempts: (phone: string) => tried.filter((to) => to === phone).length,
    held: () => held.length,
    setMode: (next: typeof mode) => void (mode = next),
    release: () => held.splice(0).forEach((r) => r.writeHead(503).end()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function eventually(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const until = Date.now() + ms
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Sign-in help never waits for the SMS gateway, and never tells who is registered: the answer to
 * "forgot password" is the same for a registered and an unknown phone, with the gateway up, down or
 * hanging. The worker sends the code after the answer and retries a failing gateway until it
 * recovers.
 */
describeEachDialect('texts leave through the outbox, not the request', (ctx) => {
  let gateway: Awaited<ReturnType<typeof startGateway>>
  let worker: Worker
  let signal: WakeSignal
  /** Rounds the outbox worker has finished (each ends in a sleep until the next). */
  let rounds = 0
  beforeAll(async () => {
    gateway = await startGateway()
    signal = wakeSignal()
    ctx().deps.sms = webhookSmsProvider(gateway.url, undefined)
    ctx().deps.wakeOutbox = signal.wake
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
    const counted: WakeSignal = {
      wake: signal.wake,
      sleep: (ms) => {
        rounds += 1
        return signal.sleep(ms)
      },
    }
    worker = startWorker(ctx().deps, { signal: counted, log: quiet })
  })
  afterAll(async () => {
    gateway.release()
    await worker.stop()
    await gateway.close()
  })

  /** Waits until the worker has written down the outcome of attempt `n` for `phone`'s newest text. */
  const attemptRecorded = async (phone: string, n: number) => {
    const until = Date.now() + 10_000
    for (;;) {
      const row = await ctx()
        .deps.db.selectFrom('sms_outbox')
        .select(['attempts', 'claimed_until'])
        .where('phone', '=', phone)
        .orderBy('id', 'desc')
        .executeTakeFirst()
      if (row && row.attempts === n && row.claimed_until === null) return
      if (Date.now() > until) throw new Error(`attempt ${n} was not recorded`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  const forgot = (phone: string) =>
    ctx().call({ method: AUTH_FORGOT_PASSWORD.method, url: AUTH_FORGOT_PASSWORD.path, payload: { phone } })
  const sameAnswer = (a: { statusCode: number; body: string }) => ({ status: a.statusCode, body: a.body })

  it('answers at once and alike while the gateway hangs, for a registered and an unknown phone', async () => {
    gateway.setMode('hold')
    const { phone } = await buildUser(ctx())
    const registered = await forgot(phone)
    await eventually(() => gateway.held() === 1, 'the worker to reach the gateway')
    // The gateway has not answered: the request did not wait for it.
    const unknown = await forgot('5559990001')
    expect(sameAnswer(registered)).toEqual(sameAnswer(unknown))
    expect(registered.statusCode).toBe(200)
    expect(gateway.held()).toBe(1)
    gateway.release()
    gateway.setMode('up')
  })

  it('retries a gateway that fails, and the code arrives after it recovers', async () => {
    gateway.setMode('down')
    const { phone } = await buildUser(ctx())
    const registered = await forgot(phone)
    const unknown = await forgot('5559990002')
    expect(sameAnswer(registered)).toEqual(sameAnswer(unknown))
    expect(registered.statusCode).toBe(200)
    await attemptRecorded(phone, 1)
    expect(gateway.attempts(phone)).toBe(1)
    // The next attempts are due 1 s, then 2 s after a failure (the test's clock stands still).
    ctx().clock.advance(1)
    await attemptRecorded(phone, 2)
    expect(gateway.attempts(phone)).toBe(2)
    gateway.setMode('up')
    ctx().clock.advance(2)
    await eventually(() => gateway.received.some((t) => t.to === phone), 'the text to arrive')
    const code = gateway.received.findLast((t) => t.to === phone)?.text.match(/\b(\d{6})\b/)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    // The gateway answered before the worker wrote the outcome down: wait for that.
    await attemptRecorded(phone, 3)
    const outbox = await ctx()
      .deps.db.selectFrom('sms_outbox')
      .select(['status', 'attempts', 'last_error'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow()
    expect(outbox).toEqual({ status: 'sent', attempts: 3, last_error: null })
    // The worker reports what is left to send: nothing.
    const backlog = async () =>
      (await metricsRegistry.getSingleMetric('app_outbox_backlog')?.get())?.values[0]?.value
    const until = Date.now() + 5_000
    while ((await backlog()) !== 0 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await backlog()).toBe(0)
    const reset = await ctx().call({
      method: AUTH_RESET_PASSWORD.method,
      url: AUTH_RESET_PASSWORD.path,
      payload: { phone, code, password: 'after-outage-5', confirmPassword: 'after-outage-5' },
    })
    expect(reset.statusCode).toBe(200)
  })

  it('gives a text up once its code has expired, and never sends it', async () => {
    gateway.setMode('down')
    const { phone } = await buildUser(ctx())
    await forgot(phone)
    await attemptRecorded(phone, 1)
    gateway.setMode('up')
    // Ten minutes later the code is useless: the text is not sent, and shows as not delivered.
    ctx().clock.advance(600)
    const stored = async () =>
      ctx()
        .deps.db.selectFrom('sms_outbox')
        .select(['status', 'text'])
        .where('phone', '=', phone)
        .executeTakeFirstOrThrow()
    const until = Date.now() + 10_000
    while ((await stored()).status === 'pending' && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await stored()).toEqual({
      status: 'failed',
      text: 'Your verification code is ••••••. It expires in 10 minutes.',
    })
    expect(gateway.attempts(phone)).toBe(1)
    expect(gateway.received.some((t) => t.to === phone)).toBe(false)
  })

  it('sends only the newest code when the user asks again while the gateway is down', async () => {
    gateway.setMode('down')
    const { phone } = await buildUser(ctx())
    await forgot(phone)
    await attemptRecorded(phone, 1)
    await forgot(phone)
    const rows = await ctx()
      .deps.db.selectFrom('sms_outbox')
      .select(['status', 'last_error'])
      .where('phone', '=', phone)
      .orderBy('id')
      .execute()
    expect(rows[0]).toEqual({ status: 'failed', last_error: 'replaced by a newer code' })
    // The newest text's first attempt meets the gateway down too, and is due again a second later
    // by the clock it read: wait for it, or the gateway could come up and the clock move before it
    // reads the clock, which would leave it due a second after the test's last move.
    await attemptRecorded(phone, 1)
    gateway.setMode('up')
    ctx().clock.advance(1)
    await eventually(() => gateway.received.some((t) => t.to === phone), 'the newest text')
    ctx().clock.advance(10)
    // A whole round of the worker that began after the clock moved: the round under way, if any,
    // then one more, woken rather than waited for.
    const seen = rounds
    await eventually(() => {
      signal.wake()
      return rounds >= seen + 2
    }, 'two more rounds of the worker')
    expect(gateway.received.filter((t) => t.to === phone)).toHaveLength(1)
  })
})
