import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { StepUp } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import type { TestContext } from '../../testing/context.ts'
import { stepUp } from '../auth/index.ts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import {
  anyChannel,
  balancesOf,
  buildOperator,
  buildUser,
  checkMoney,
  DEFAULT_PASSWORD,
  fundUser,
  withdrawalOf,
} from '../../testing/factories.ts'
import { countStatuses, httpClient, type HttpClient } from '../../testing/http.ts'
import { createRedemptionCodes } from '../redeem/index.ts'
import { saveMoneySettings } from './settings/settings.service.ts'

/**
 * These figures race the withdrawal's money step itself: every request must reach the conditional
 * debit on the same tick. So the password each one carries is compared as it is here, without the
 * argon2 hash (two at a time, which would let the requests reach the debit one by one) or the ten
 * attempts a window (which would refuse the rest before the money). The real step-up, its count
 * and its refusals are proven in withdraw-password.test.ts.
 */
const passwordAsIs: StepUp = {
  async confirmPassword(_deps, { password }) {
    if (password !== DEFAULT_PASSWORD)
      throw new AppError('VALIDATION_FAILED', 'auth.passwordWrong', { field: 'password' })
  },
  textUser: stepUp.textUser,
}

/**
 * docs/money.md's concurrency figures for the wallet: double spend, drain, code limits, the operator race,
 * a user's cancel racing an operator's payout, and a recharge confirmed twice — over real HTTP, every
 * request fired on the same tick, with the invariant checker after each.
 */
function walletUnderConcurrency(ctx: () => TestContext): void {
  let http: HttpClient
  let admin: { token: string; id: number }
  beforeAll(async () => {
    http = await httpClient(ctx())
    admin = await buildOperator(ctx(), 'admin')
    // Wide limits so the figures test the money, not the daily count or the minimum.
    await saveMoneySettings(ctx().deps, {
      settings: {
        rechargeExpiryMinutes: 30,
        withdrawFeeBp: 0,
        withdrawMin: '1',
        withdrawMax: '1000000',
        withdrawDailyCount: 100,
        withdrawExpiryHours: 72,
        inviteRewardPoints: 100,
        presets: [],
      },
      operatorId: admin.id,
    })
    // The drain figure fires 300 withdrawals in a day: lift the daily count past what the console allows.
    await ctx().deps.database.db.updateTable('money_settings').set({ withdraw_daily_count: 1000 }).execute()
  })
  afterAll(() => http.close())

  const expectLedgerHolds = async () => {
    const result = await checkMoney(ctx())
    expect(result.checks.filter((c) => !c.ok)).toEqual([])
  }
  async function userWithReceipt(balance: number) {
    const u = await buildUser(ctx())
    await fundUser(ctx(), u.user.id, balance)
    await ctx().call({
      method: 'PUT',
      url: '/api/account/receipt',
      token: u.token,
      payload: {
        accountNumber: '1234567890',
        receiverName: 'Test User',
        method: 'Bank',
        password: u.password,
      },
    })
    return u
  }
  const withdraw = (token: string, amount: number) =>
    http.request('POST', '/api/withdrawals', {
      token,
      key: randomUUID(),
      body: withdrawalOf(amount, { feeRateBp: 0 }),
    })
  const holdOf = async (userId: number) => (await balancesOf(ctx(), userId)).withdraw_hold

  it('double spend: balance 100, 50 parallel withdrawals of 60 → exactly 1; balance 40, hold 60', async () => {
    const u = await userWithReceipt(100)
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(u.token, 60)))
    expect(countStatuses(results)).toEqual({ 200: 1, 409: 49 })
    expect(await balancesOf(ctx(), u.user.id)).toMatchObject({ balance: 40, withdraw_hold: 60 })
    await expectLedgerHolds()
  })

  it('drain: balance 1000, 300 parallel withdrawals of 7 → exactly 142; balance 6', async () => {
    const u = await userWithReceipt(1000)
    const results = await Promise.all(Array.from({ length: 300 }, () => withdraw(u.token, 7)))
    expect(countStatuses(results)[200]).toBe(142)
    expect(await balancesOf(ctx(), u.user.id)).toMatchObject({ balance: 6, withdraw_hold: 994 })
    await expectLedgerHolds()
  })

  it('code, global limit: max uses 10, 100 users at once → exactly 10', async () => {
    const [code] = await createRedemptionCodes(ctx().deps, {
      batch: {
        count: 1,
        reward: 'balance',
        amount: '500',
        maxUses: 10,
        perUserLimit: 1,
        expiresAt: ctx().clock.now() + 86_400,
        note: 'race',
      },
      operatorId: admin.id,
    })
    const users = await Promise.all(Array.from({ length: 100 }, () => buildUser(ctx())))
    ctx().clock.advance(601)
    // Each user from its own address, as 100 phones would be.
    const results = await Promise.all(
      users.map((u, i) =>
        http.request('POST', '/api/redeem', {
          token: u.token,
          key: randomUUID(),
          body: { code },
          from: `127.0.3.${i + 1}`,
        }),
      ),
    )
    expect(countStatuses(results)).toEqual({ 200: 10, 400: 90 })
    const credited = (await Promise.all(users.map((u) => balancesOf(ctx(), u.user.id)))).filter(
      (b) => b.balance === 500,
    )
    expect(credited).toHaveLength(10)
    await expectLedgerHolds()
  })

  it('code, per user: 1 user, 50 parallel → exactly 1', async () => {
    const [code] = await createRedemptionCodes(ctx().deps, {
      batch: {
        count: 1,
        reward: 'points',
        amount: '30',
        maxUses: 1000,
        perUserLimit: 1,
        expiresAt: ctx().clock.now() + 86_400,
        note: 'per user',
      },
      operatorId: admin.id,
    })
    const u = await buildUser(ctx())
    ctx().clock.advance(601)
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        http.request('POST', '/api/redeem', { token: u.token, key: randomUUID(), body: { code } }),
      ),
    )
    // Past the first ten tries the rate limit answers 429; of those that reach the code, one wins.
    const statuses = countStatuses(results)
    expect(statuses[200]).toBe(1)
    expect((statuses[400] ?? 0) + (statuses[429] ?? 0)).toBe(49)
    expect((await balancesOf(ctx(), u.user.id)).points).toBe(30)
    await expectLedgerHolds()
  })

  it('operator race: approve and reject one pending withdrawal in parallel, 100 rounds → one transition each, money moved once', async () => {
    const u = await userWithReceipt(100 * 50)
    for (let round = 0; round < 100; round++) {
      const created = await withdraw(u.token, 50)
      const id = (created.body.data as { id: number }).id
      const [complete, reject] = await Promise.all([
        http.request('POST', `/api/ops/withdrawals/${id}/complete`, {
          token: admin.token,
          body: { reference: `RACE-${id}` },
        }),
        http.request('POST', `/api/ops/withdrawals/${id}/reject`, {
          token: admin.token,
          body: { reason: 'race' },
        }),
      ])
      expect([complete.status, reject.status].sort()).toEqual([200, 409])
    }
    const statuses = await ctx()
      .deps.database.db.selectFrom('withdrawals')
      .select('status')
      .where('user_id', '=', u.user.id)
      .execute()
    const completed = statuses.filter((s) => s.status === 'completed').length
    const rejected = statuses.filter((s) => s.status === 'rejected').length
    expect(completed + rejected).toBe(100)
    expect(await balancesOf(ctx(), u.user.id)).toMatchObject({ balance: rejected * 50, withdraw_hold: 0 })
    await expectLedgerHolds()
  })

  it('user race: the user cancels while an operator pays one pending withdrawal, 100 rounds → one transition each, money moved once', async () => {
    const u = await userWithReceipt(100 * 50)
    const answers: number[][] = []
    for (let round = 0; round < 100; round++) {
      const created = await withdraw(u.token, 50)
      const id = (created.body.data as { id: number }).id
      const [complete, cancel] = await Promise.all([
        http.request('POST', `/api/ops/withdrawals/${id}/complete`, {
          token: admin.token,
          body: { reference: `RACE-${id}` },
        }),
        http.request('POST', `/api/withdrawals/${id}/cancel`, { token: u.token, key: randomUUID() }),
      ])
      answers.push([complete.status, cancel.status])
      const { status } = await ctx()
        .deps.database.db.selectFrom('withdrawals')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      // The one that answered 200 is the one whose transition stands.
      expect(status).toBe(complete.status === 200 ? 'completed' : 'cancelled')
    }
    expect(answers.every((pair) => [...pair].sort().join() === '200,409')).toBe(true)
    const statuses = await ctx()
      .deps.database.db.selectFrom('withdrawals')
      .select('status')
      .where('user_id', '=', u.user.id)
      .execute()
    const completed = statuses.filter((s) => s.status === 'completed').length
    const cancelled = statuses.filter((s) => s.status === 'cancelled').length
    expect(completed + cancelled).toBe(100)
    expect(await balancesOf(ctx(), u.user.id)).toMatchObject({ balance: cancelled * 50, withdraw_hold: 0 })
    await expectLedgerHolds()
  })

  it('pending recharges: 20 parallel requests with different keys → exactly the maximum of 5 wait', async () => {
    const u = await buildUser(ctx())
    const channelId = await anyChannel(ctx())
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        http.request('POST', '/api/recharges', {
          token: u.token,
          key: randomUUID(),
          body: { membershipNumber: 'M-1', payerAccount: 'P-1', amount: '1000', channelId },
        }),
      ),
    )
    expect(countStatuses(results)).toEqual({ 200: 5, 409: 15 })
    expect(results.find((r) => r.status === 409)?.body.msg).toBe(
      'You already have 5 recharges waiting. Please wait for them to be confirmed.',
    )
    const pending = await ctx()
      .deps.database.db.selectFrom('recharges')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', u.user.id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow()
    expect(Number(pending.n)).toBe(5)
  })

  it('a recharge confirmed twice in parallel credits once', async () => {
    const u = await buildUser(ctx())
    const options = (
      await ctx().call({ method: 'GET', url: '/api/wallet/recharge-options', token: u.token })
    ).json<{ data: { channels: { id: number }[] } }>()
    const channelId =
      options.data.channels[0]?.id ??
      (await fundUser(ctx(), u.user.id, 1),
      (await ctx().deps.database.db.selectFrom('payment_channels').select('id').executeTakeFirstOrThrow()).id)
    const before = (await balancesOf(ctx(), u.user.id)).balance
    const created = await http.request('POST', '/api/recharges', {
      token: u.token,
      key: randomUUID(),
      body: { membershipNumber: 'M-1', payerAccount: 'P-1', amount: '2500', channelId },
    })
    const id = (created.body.data as { id: number }).id
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        http.request('POST', `/api/ops/recharges/${id}/confirm`, {
          token: admin.token,
          body: { reference: `RACE-${id}` },
        }),
      ),
    )
    expect(countStatuses(results)).toEqual({ 200: 1, 409: 19 })
    expect((await balancesOf(ctx(), u.user.id)).balance).toBe(before + 2500)
    expect(await holdOf(u.user.id)).toBe(0)
    await expectLedgerHolds()
  })
}

describeEachDialect('wallet under concurrency', walletUnderConcurrency, {}, { stepUp: passwordAsIs })
