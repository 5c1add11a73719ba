import { randomUUID } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import type { DB } from './db/schema.ts'
import { insertKeptText } from './modules/auth/sms/sms-outbox.repo.ts'
import { addAlone } from './modules/wallet/approvals/alone-days.repo.ts'
import { metricsRegistry } from './lib/metrics.ts'
import { wakeSignal } from './lib/wake.ts'
import { startWorker, sweep } from './sweeper.ts'
import { describeEachDialect } from './testing/each-dialect.ts'
import { anyChannel, buildUser } from './testing/factories.ts'

const DAY = 86_400

/**
 * Tables that would grow forever are purged by the sweeper (issue point 7, review L2): rows past
 * their keep time go, in bounded batches; fresh ones stay, and a money request's key younger than
 * 7 days still replays its answer.
 */
describeEachDialect('the sweeper', (ctx) => {
  const count = async (table: keyof DB) =>
    Number(
      (
        await ctx()
          .deps.database.db.selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  let channelId = 0
  beforeAll(async () => {
    channelId = await anyChannel(ctx())
  })
  const recharge = (token: string, key: string) =>
    ctx().call({
      method: 'POST',
      url: '/api/recharges',
      token,
      headers: { 'idempotency-key': key },
      payload: { membershipNumber: 'M-1', payerAccount: 'P-1', amount: '1000', channelId },
    })
  const signIn = (phone: string, password: string) =>
    ctx().call({ method: 'POST', url: '/api/auth/login', payload: { phone, password } })

  it('purges what is past its keep time, batch by batch, and keeps what is fresh', async () => {
    // Old rows of every kind: failed sign-ins (rate-limit windows), a signed-out session, reset
    // codes (and their texts), stored answers of money requests.
    const old = await buildUser(ctx())
    for (let i = 0; i < 3; i++) await signIn(old.phone, 'wrong-password')
    await ctx().call({ method: 'POST', url: '/api/auth/logout', token: old.token })
    await ctx().call({ method: 'POST', url: '/api/auth/password/forgot', payload: { phone: old.phone } })
    for (let i = 0; i < 5; i++)
      await insertKeptText(ctx().deps.db, { phone: old.phone, text: `old ${i}`, now: ctx().clock.now() })
    const oldKeys = [randomUUID(), randomUUID(), randomUUID()]
    const payer = await buildUser(ctx())
    for (const key of oldKeys) expect((await recharge(payer.token, key)).statusCode).toBe(200)

    const before = {
      rateLimits: await count('rate_limits'),
      sessions: await count('sessions'),
      passwordResets: await count('password_resets'),
      smsOutbox: await count('sms_outbox'),
      idempotencyKeys: await count('idempotency_keys'),
    }
    expect(Object.values(before).every((n) => n > 0)).toBe(true)

    ctx().clock.advance(8 * DAY)
    // Fresh rows, made after the clock moved: a failed sign-in, a live session, a text, a key.
    const fresh = await buildUser(ctx())
    await signIn(fresh.phone, 'wrong-password')
    await insertKeptText(ctx().deps.db, { phone: fresh.phone, text: 'fresh', now: ctx().clock.now() })
    const freshKey = randomUUID()
    expect((await recharge(fresh.token, freshKey)).statusCode).toBe(200)

    // Two rows per statement: every table needs several batches, and all its old rows still go.
    const purged = await sweep(ctx().deps, { batch: 2 })
    expect(purged).toMatchObject({
      rateLimits: before.rateLimits,
      passwordResets: before.passwordResets,
      smsOutbox: before.smsOutbox,
      idempotencyKeys: before.idempotencyKeys,
    })
    // The signed-out session is past its keep time; the old user's other sessions expire later.
    expect(purged.sessions).toBeGreaterThanOrEqual(1)
    expect(await count('idempotency_keys')).toBe(1)
    expect(await count('sms_outbox')).toBe(1)
    expect(await count('rate_limits')).toBeGreaterThan(0)
    // The fresh user's session still works, and their key still replays.
    expect((await ctx().call({ method: 'GET', url: '/api/wallet', token: fresh.token })).statusCode).toBe(200)
    const replay = await recharge(fresh.token, freshKey)
    expect(replay.statusCode).toBe(200)
    expect(await count('recharges')).toBe(4)
  })

  it('forgets what operators and users moved alone on a day once that day is a week old', async () => {
    const day = Math.floor(ctx().clock.now() / DAY)
    const moved = { subject: 'operator:1', amount: 100, limit: 1_000 }
    for (const d of [day - 8, day - 7, day - 6, day]) await addAlone(ctx().deps.db, { ...moved, day: d })
    const days = async () =>
      (
        await ctx().deps.database.db.selectFrom('money_alone_days').select('day').orderBy('day').execute()
      ).map((row) => row.day - day)
    expect(await days()).toEqual([-8, -7, -6, 0])
    const purged = await sweep(ctx().deps, { batch: 1 })
    expect(purged.aloneDays).toBe(2)
    // Today's total still decides the limit; the six days before it are kept to be asked about.
    expect(await days()).toEqual([-6, 0])
  })

  it('keeps a key younger than 7 days: a replay gives the same answer and no second effect', async () => {
    const { token } = await buildUser(ctx())
    const key = randomUUID()
    const first = await recharge(token, key)
    expect(first.statusCode).toBe(200)
    const recharges = await count('recharges')
    ctx().clock.advance(6 * DAY + 23 * 3600)
    await sweep(ctx().deps)
    const replay = await recharge(token, key)
    expect(replay.json()).toEqual(first.json())
    expect(await count('recharges')).toBe(recharges)
    // Past 7 days the key is forgotten.
    ctx().clock.advance(2 * 3600)
    await sweep(ctx().deps)
    const stored = await ctx()
      .deps.database.db.selectFrom('idempotency_keys')
      .select('idem_key')
      .where('idem_key', '=', key)
      .execute()
    expect(stored).toEqual([])
  })

  it('runs a sweep as soon as the worker leads, and counts each job in the metrics', async () => {
    const metric = async (name: string, job?: string) =>
      (await metricsRegistry.getSingleMetric(name)?.get())?.values.find((v) => !job || v.labels.job === job)
        ?.value ?? 0
    const runsBefore = await metric('app_job_runs_total', 'income_due')
    const lastJobBefore = await metric('app_job_runs_total', 'purge_idempotency')
    const startedAt = Date.now() / 1000
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
    const worker = startWorker(ctx().deps, { signal: wakeSignal(), log: quiet })
    // On PostgreSQL the worker leads once its own connection holds the lock.
    while ((await metric('app_job_runs_total', 'purge_idempotency')) === lastJobBefore)
      await new Promise((resolve) => setTimeout(resolve, 20))
    // stop() waits for the sweep under way: by then it has finished and been reported.
    await worker.stop()
    expect(await metric('app_sweep_last_run_timestamp_seconds')).toBeGreaterThanOrEqual(Math.floor(startedAt))
    expect(await metric('app_job_runs_total', 'income_due')).toBe(runsBefore + 1)
    // A stopped worker has given leadership up.
    expect(await metric('app_leader')).toBe(0)
  })
})
