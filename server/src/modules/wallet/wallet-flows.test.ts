import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import {
  anyChannel,
  balancesOf,
  buildOperator,
  buildUser,
  checkMoney,
  fundUser,
  withdrawalOf,
} from '../../testing/factories.ts'
import { createRedemptionCodes } from '../redeem/index.ts'
import { sweepExpired } from './expiry.service.ts'

describeEachDialect('wallet flows', (ctx) => {
  const post = (url: string, token: string, payload?: unknown) =>
    ctx().call({
      method: 'POST',
      url,
      token,
      headers: { 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  const recharge = async (token: string, amount = '5000') =>
    post('/api/recharges', token, {
      membershipNumber: 'M-77',
      payerAccount: 'P-77',
      amount,
      channelId: await anyChannel(ctx()),
    })
  const saveReceipt = (token: string, accountNumber = '1234567890') =>
    ctx().call({
      method: 'PUT',
      url: '/api/account/receipt',
      token,
      payload: { accountNumber, receiverName: 'Ana Ruiz', method: 'Bank', password: 'secret12' },
    })

  describe('recharge answers each rule with the specification message', () => {
    it.each([
      [
        { membershipNumber: '', payerAccount: 'P', amount: '100', channelId: 1 },
        'Please enter membership number',
      ],
      [
        { membershipNumber: 'M', payerAccount: '', amount: '100', channelId: 1 },
        'Please enter the recharge account',
      ],
      [
        { membershipNumber: 'M', payerAccount: 'P', amount: '', channelId: 1 },
        'Please enter the recharge amount',
      ],
      [{ membershipNumber: 'M', payerAccount: 'P', amount: '100' }, 'Please select wallet type'],
    ])('%j → %s', async (payload, message) => {
      const { token } = await buildUser(ctx())
      expect((await post('/api/recharges', token, payload)).json()).toMatchObject({ code: 400, msg: message })
    })
  })

  it('credits a recharge only when an operator confirms it, and shows its states', async () => {
    const { token, user } = await buildUser(ctx())
    const created = await recharge(token)
    expect(created.json()).toMatchObject({
      code: 200,
      msg: 'Recharge Success',
      data: { status: 'pending', channel: { companyName: 'Harvest Payments Ltd' } },
    })
    expect((await balancesOf(ctx(), user.id)).balance).toBe(0)
    const support = await buildOperator(ctx(), 'support')
    const id = created.json<{ data: { id: number } }>().data.id
    expect(
      (await ctx().call({ method: 'POST', url: `/api/ops/recharges/${id}/confirm`, token: support.token }))
        .statusCode,
    ).toBe(403)
    const finance = await buildOperator(ctx(), 'finance')
    expect(
      (await post(`/api/ops/recharges/${id}/confirm`, finance.token, { reference: 'TRF-77' })).statusCode,
    ).toBe(200)
    expect((await balancesOf(ctx(), user.id)).balance).toBe(5000)
    const list = (await ctx().call({ method: 'GET', url: '/api/recharges', token })).json<{
      data: { items: { status: string }[] }
    }>()
    expect(list.data.items[0]?.status).toBe('completed')
  })

  it('lets the user cancel a pending recharge, and expires one nobody confirmed', async () => {
    const { token } = await buildUser(ctx())
    const first = (await recharge(token)).json<{ data: { id: number } }>().data.id
    expect(
      (await ctx().call({ method: 'POST', url: `/api/recharges/${first}/cancel`, token })).statusCode,
    ).toBe(200)
    await recharge(token)
    ctx().clock.advance(31 * 60)
    await sweepExpired(ctx().deps)
    const statuses = (await ctx().call({ method: 'GET', url: '/api/recharges', token }))
      .json<{ data: { items: { status: string }[] } }>()
      .data.items.map((r) => r.status)
    expect(statuses).toEqual(['expired', 'cancelled'])
  })

  describe('receipt account answers with the specification messages', () => {
    it.each([
      ['', 'Please enter your account number'],
      ['12345', 'Please enter 10 digits'],
      ['12345678901', 'Please enter 10 digits'],
      ['12345abcde', 'Please enter 10 digits'],
    ])('%s → %s', async (accountNumber, message) => {
      const { token } = await buildUser(ctx())
      expect((await saveReceipt(token, accountNumber)).json()).toMatchObject({ code: 400, msg: message })
    })
  })

  it('withdraws to the receipt account: amount held, fee shown, paid out on completion', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 100_000)
    expect((await post('/api/withdrawals', token, withdrawalOf('10000'))).json()).toMatchObject({
      code: 409,
      msg: 'Please add your receipt account first.',
    })
    expect((await post('/api/withdrawals', token, withdrawalOf(''))).json()).toMatchObject({
      code: 400,
      msg: 'Please enter the Withdrawal amount',
    })
    await saveReceipt(token)
    const options = (await ctx().call({ method: 'GET', url: '/api/wallet/withdraw-options', token })).json<{
      data: { feeRateBp: number }
    }>().data
    expect(options.feeRateBp).toBe(200)
    const created = (await post('/api/withdrawals', token, withdrawalOf('10000'))).json<{
      data: { id: number; fee: string; actual: string; status: string }
    }>().data
    expect(created).toMatchObject({ fee: '200', actual: '9800', status: 'pending' })
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 90_000, withdraw_hold: 10_000 })
    const admin = await buildOperator(ctx(), 'admin')
    await post(`/api/ops/withdrawals/${created.id}/complete`, admin.token, { reference: 'TRF-78' })
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 90_000, withdraw_hold: 0 })
    const fees = await ctx()
      .deps.database.db.selectFrom('postings as p')
      .innerJoin('accounts as a', 'a.id', 'p.account_id')
      .select('p.amount')
      .where('a.code', '=', 'system:fees')
      .execute()
    expect(fees.map((f) => f.amount)).toContain(200)
  })

  it('shows a withdrawal and a recharge in the transaction detail with every field', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 50_000)
    await saveReceipt(token)
    await post('/api/withdrawals', token, withdrawalOf('10000'))
    const records = (
      await ctx().call({ method: 'GET', url: '/api/wallet/records?account=balance', token })
    ).json<{ data: { items: { id: number; kind: string }[] } }>().data.items
    const detail = async (kind: string) => {
      const id = records.find((r) => r.kind === kind)?.id
      return (await ctx().call({ method: 'GET', url: `/api/wallet/records/${id}`, token })).json<{
        data: Record<string, unknown>
      }>().data
    }
    expect(await detail('withdraw')).toMatchObject({
      amount: '-10000',
      realAmount: '9800',
      feeRateBp: 200,
      receiverName: 'Ana Ruiz',
      receiverAccount: '1234567890',
      paymentMethod: 'Bank',
      method: 'withdraw',
      status: 'pending',
      currency: '$',
    })
    expect(await detail('recharge')).toMatchObject({
      amount: '50000',
      realAmount: '50000',
      receiverName: 'Harvest Payments Ltd',
      paymentMethod: 'Bank transfer',
      status: 'completed',
    })
  })

  it('returns the money of a rejected or expired withdrawal, and explains the limits', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 100_000)
    await saveReceipt(token)
    expect((await post('/api/withdrawals', token, withdrawalOf('999'))).json().msg).toBe(
      'The minimum withdrawal is $10.00.',
    )
    expect((await post('/api/withdrawals', token, withdrawalOf('5000001'))).json().msg).toBe(
      'The maximum withdrawal is $50,000.00.',
    )
    const a = (await post('/api/withdrawals', token, withdrawalOf('1000'))).json<{
      data: { id: number }
    }>().data.id
    await post('/api/withdrawals', token, withdrawalOf('2000'))
    await post('/api/withdrawals', token, withdrawalOf('3000'))
    expect((await post('/api/withdrawals', token, withdrawalOf('1000'))).json().msg).toBe(
      'You can withdraw at most 3 times a day.',
    )
    const admin = await buildOperator(ctx(), 'admin')
    await ctx().call({
      method: 'POST',
      url: `/api/ops/withdrawals/${a}/reject`,
      token: admin.token,
      payload: { reason: 'Name does not match' },
    })
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 95_000, withdraw_hold: 5000 })
    ctx().clock.advance(73 * 3600)
    await sweepExpired(ctx().deps)
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 100_000, withdraw_hold: 0 })
    const statuses = (await ctx().call({ method: 'GET', url: '/api/withdrawals', token }))
      .json<{ data: { items: { status: string }[] } }>()
      .data.items.map((w) => w.status)
    expect(statuses).toEqual(['expired', 'expired', 'rejected'])
  })

  it('redeems a code once per user, and gives one answer to every bad code', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const now = ctx().clock.now()
    const [good] = await createRedemptionCodes(ctx().deps, {
      batch: {
        count: 1,
        reward: 'balance',
        amount: '1500',
        maxUses: 5,
        perUserLimit: 1,
        expiresAt: now + 3600,
        note: '',
      },
      operatorId: admin.id,
    })
    const [soon] = await createRedemptionCodes(ctx().deps, {
      batch: {
        count: 1,
        reward: 'points',
        amount: '10',
        maxUses: 5,
        perUserLimit: 1,
        expiresAt: now + 60,
        note: '',
      },
      operatorId: admin.id,
    })
    const { token, user } = await buildUser(ctx())
    expect((await post('/api/redeem', token, { code: '' })).json()).toMatchObject({
      code: 400,
      msg: 'Please enter the redemption code',
    })
    expect((await post('/api/redeem', token, { code: good?.toLowerCase() })).json()).toMatchObject({
      code: 200,
      msg: 'Congratulations on your successful redemption',
    })
    expect((await balancesOf(ctx(), user.id)).balance).toBe(1500)
    ctx().clock.advance(120)
    const answers = await Promise.all(
      [good, soon, 'NO-SUCH-CODE'].map(async (code) => (await post('/api/redeem', token, { code })).json()),
    )
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(answers[0]).toMatchObject({ code: 400, msg: 'This code is invalid, used up or expired.' })
  })

  it('pays the inviter’s points when the invitee’s first recharge completes, once', async () => {
    const inviter = await buildUser(ctx())
    const invitee = await buildUser(ctx(), { invitationCode: inviter.user.invitationCode })
    const records = async () =>
      (await ctx().call({ method: 'GET', url: '/api/points/records', token: inviter.token })).json<{
        data: { items: { status: string; points: string }[] }
      }>().data.items
    expect(await records()).toEqual([expect.objectContaining({ status: 'processing', points: '100' })])
    await fundUser(ctx(), invitee.user.id, 1000)
    await fundUser(ctx(), invitee.user.id, 1000)
    expect(await records()).toEqual([expect.objectContaining({ status: 'completed', points: '100' })])
    expect((await balancesOf(ctx(), inviter.user.id)).points).toBe(100)
  })

  it('freezing an account ends its sessions and stops sign-in', async () => {
    const { token, user, phone, password } = await buildUser(ctx())
    const admin = await buildOperator(ctx(), 'admin')
    await ctx().call({ method: 'POST', url: `/api/ops/users/${user.id}/freeze`, token: admin.token })
    expect((await ctx().call({ method: 'GET', url: '/api/user/info', token })).statusCode).toBe(401)
    const login = await ctx().call({ method: 'POST', url: '/api/auth/login', payload: { phone, password } })
    expect(login.json()).toMatchObject({
      code: 403,
      msg: 'This account is frozen. Please contact customer service.',
    })
  })

  it('leaves a ledger that holds every invariant, with holds equal to pending withdrawals', async () => {
    expect((await checkMoney(ctx())).checks.filter((c) => !c.ok)).toEqual([])
  })
})
