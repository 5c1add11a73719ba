import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import type { ActivityDetail, ActivityRow, Page, WithdrawalRow } from '@app/contracts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import {
  balancesOf,
  buildOperator,
  buildUser,
  checkMoney,
  fundUser,
  withdrawalOf,
} from '../../../testing/factories.ts'
import { sweepExpired } from '../expiry.service.ts'

const HOUR = 3600

/**
 * A pending withdrawal is cancellable by its user: the held amount returns to the wallet it came
 * from through the ledger, as a rejection or an expiry returns it; only the owner, only while
 * pending, once; the status reads Cancelled everywhere a withdrawal's status is read.
 */
describeEachDialect('a pending withdrawal cancelled by its user', (ctx) => {
  const post = (url: string, token: string, payload?: object, key: string = randomUUID()) =>
    ctx().call({
      method: 'POST',
      url,
      token,
      headers: { 'idempotency-key': key },
      ...(payload === undefined ? {} : { payload }),
    })
  const cancel = (token: string, id: number, key?: string) =>
    post(`/api/withdrawals/${id}/cancel`, token, undefined, key)
  const get = async <T>(url: string, token: string) =>
    (await ctx().call({ method: 'GET', url, token })).json<{ data: T }>().data

  /** A user with $1,000.00 who asked to withdraw `amount` of it. */
  async function pendingWithdrawal(amount = 20_000) {
    const u = await buildUser(ctx())
    await fundUser(ctx(), u.user.id, 100_000)
    await ctx().call({
      method: 'PUT',
      url: '/api/account/receipt',
      token: u.token,
      payload: {
        accountNumber: '0011223344',
        receiverName: 'Ana Ruiz',
        method: 'Bank',
        password: u.password,
      },
    })
    const made = await post('/api/withdrawals', u.token, withdrawalOf(amount))
    expect(made.statusCode).toBe(200)
    return { ...u, withdrawal: made.json<{ data: WithdrawalRow }>().data }
  }
  const expectLedgerHolds = async () => {
    const result = await checkMoney(ctx())
    expect(result.checks.filter((c) => !c.ok)).toEqual([])
  }

  it('returns the held money to its wallet through the ledger, and says so in the list, the feed and its timeline', async () => {
    const { token, user, withdrawal } = await pendingWithdrawal()
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 80_000, withdraw_hold: 20_000 })
    ctx().clock.advance(90)
    const cancelled = await cancel(token, withdrawal.id)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({
      msg: 'Withdrawal cancelled. The money is back in your wallet.',
      data: { id: withdrawal.id, status: 'cancelled', decidedAt: ctx().clock.now(), bankReference: null },
    })
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 100_000, withdraw_hold: 0 })

    const list = await get<Page<WithdrawalRow>>('/api/withdrawals', token)
    expect(list.items.map((w) => [w.id, w.status])).toEqual([[withdrawal.id, 'cancelled']])
    const feed = await get<Page<ActivityRow>>('/api/wallet/activity', token)
    const line = feed.items.find((row) => row.kind === 'withdraw')
    expect(line).toMatchObject({ amount: '-20000', status: 'cancelled' })
    const detail = await get<ActivityDetail>(`/api/wallet/activity/${line?.id}`, token)
    expect(detail.withdrawalId).toBe(withdrawal.id)
    expect(detail.timeline).toEqual([
      { step: 'requested', at: withdrawal.createdAt },
      { step: 'cancelled', at: ctx().clock.now() },
    ])

    // One returning entry, named for the user who cancelled, as a rejection's names its operator.
    const entry = await ctx()
      .deps.db.selectFrom('journal_entries')
      .select(['kind', 'actor', 'reason'])
      .where('reference', '=', `withdraw-settle:${withdrawal.id}`)
      .execute()
    expect(entry).toEqual([
      { kind: 'withdraw_return', actor: `user:${user.id}`, reason: 'withdrawal cancelled' },
    ])
    await expectLedgerHolds()
  })

  it('is idempotent: the same key replays the answer and the money returns once', async () => {
    const { token, user, withdrawal } = await pendingWithdrawal()
    const key = randomUUID()
    const first = await cancel(token, withdrawal.id, key)
    const again = await cancel(token, withdrawal.id, key)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 100_000, withdraw_hold: 0 })
    // Without a key it is refused before anything is looked at.
    const keyless = await ctx().call({
      method: 'POST',
      url: `/api/withdrawals/${withdrawal.id}/cancel`,
      token,
    })
    expect(keyless.statusCode).toBe(400)
  })

  it("answers 404 for another user's withdrawal and for none, and changes nothing", async () => {
    const { user, withdrawal } = await pendingWithdrawal()
    const other = await buildUser(ctx())
    const refused = await cancel(other.token, withdrawal.id)
    expect(refused.statusCode).toBe(404)
    expect((await cancel(other.token, 999_999)).statusCode).toBe(404)
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 80_000, withdraw_hold: 20_000 })
    const row = await ctx()
      .deps.db.selectFrom('withdrawals')
      .select('status')
      .where('id', '=', withdrawal.id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('pending')
  })

  it('refuses a withdrawal no longer pending (paid, rejected, expired, cancelled) with 409, moving nothing', async () => {
    const finance = await buildOperator(ctx(), 'finance')
    const paid = await pendingWithdrawal()
    await post(`/api/ops/withdrawals/${paid.withdrawal.id}/complete`, finance.token, {
      reference: 'TRF-OUT-1',
    })
    const rejected = await pendingWithdrawal()
    await post(`/api/ops/withdrawals/${rejected.withdrawal.id}/reject`, finance.token, {
      reason: 'name mismatch',
    })
    const twice = await pendingWithdrawal()
    expect((await cancel(twice.token, twice.withdrawal.id)).statusCode).toBe(200)
    for (const { token, user, withdrawal } of [paid, rejected, twice]) {
      const before = await balancesOf(ctx(), user.id)
      const refused = await cancel(token, withdrawal.id)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().msg).toBe('This withdrawal has already been handled.')
      expect(await balancesOf(ctx(), user.id)).toEqual(before)
    }
    const late = await pendingWithdrawal()
    ctx().clock.advance(72 * HOUR)
    // Past its time it is the clock's: it expires, and a cancel is too late.
    expect((await cancel(late.token, late.withdrawal.id)).statusCode).toBe(409)
    await sweepExpired(ctx().deps)
    expect(await balancesOf(ctx(), late.user.id)).toMatchObject({ balance: 100_000, withdraw_hold: 0 })
    await expectLedgerHolds()
  })

  it("an operator's decision after the user's cancel is refused; the console lists and counts it as cancelled", async () => {
    const finance = await buildOperator(ctx(), 'finance')
    const { token, user, withdrawal } = await pendingWithdrawal()
    expect((await cancel(token, withdrawal.id)).statusCode).toBe(200)
    const pay = await post(`/api/ops/withdrawals/${withdrawal.id}/complete`, finance.token, {
      reference: 'TRF-LATE',
    })
    expect(pay.statusCode).toBe(409)
    const reject = await post(`/api/ops/withdrawals/${withdrawal.id}/reject`, finance.token, {
      reason: 'late',
    })
    expect(reject.statusCode).toBe(409)
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 100_000, withdraw_hold: 0 })

    const queue = await get<Page<WithdrawalRow & { decidedBy: string | null }>>(
      `/api/ops/withdrawals?status=cancelled&userId=${user.id}`,
      finance.token,
    )
    expect(queue.items.map((w) => [w.id, w.status, w.decidedBy])).toEqual([
      [withdrawal.id, 'cancelled', null],
    ])
    const counts = await get<{ counts: { status: string; count: number }[] }>(
      `/api/ops/withdrawals/counts?userId=${user.id}`,
      finance.token,
    )
    expect(counts.counts.find((c) => c.status === 'cancelled')?.count).toBe(1)
    expect(counts.counts.find((c) => c.status === 'pending')?.count).toBe(0)
    await expectLedgerHolds()
  })
})
