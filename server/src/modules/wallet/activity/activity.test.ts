import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import type { ActivityDetail, ActivityRow, Page } from '@app/contracts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import {
  anyChannel,
  balancesOf,
  buildOperator,
  buildProduct,
  buildUser,
  fundUser,
  withdrawalOf,
} from '../../../testing/factories.ts'

/**
 * The activity feed on both databases: one line per money event (a withdrawal is one line from
 * request to payout or return), the hold account never shown, a detail led by the amount with the
 * steps taken from the stored decisions, and nobody else's events.
 */
describeEachDialect('the activity feed', (ctx) => {
  const post = (url: string, token: string, payload?: object) =>
    ctx().call({
      method: 'POST',
      url,
      token,
      headers: { 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload }),
    })
  const get = async <T>(url: string, token: string) => {
    const reply = await ctx().call({ method: 'GET', url, token })
    return { status: reply.statusCode, data: reply.json<{ data: T }>().data }
  }
  const feed = async (token: string, cursor?: string) =>
    (await get<Page<ActivityRow>>(`/api/wallet/activity${cursor ? `?cursor=${cursor}` : ''}`, token)).data

  /** A user who recharged 500.00, bought a 100.00 plan, was paid 200.00 out and had 50.00 turned down. */
  async function busyUser() {
    const finance = await buildOperator(ctx(), 'finance')
    const { token, user, password } = await buildUser(ctx())
    const recharge = await post('/api/recharges', token, {
      membershipNumber: 'M-1',
      payerAccount: 'P-1',
      amount: '50000',
      channelId: await anyChannel(ctx()),
    })
    const rechargeId = recharge.json<{ data: { id: number } }>().data.id
    await post(`/api/ops/recharges/${rechargeId}/confirm`, finance.token, { reference: 'TRF-IN-1' })
    const product = await buildProduct(ctx(), { price: '10000' })
    expect(
      (await post(`/api/products/${product}/buy`, token, { wallet: 'balance', expectedPrice: '10000' }))
        .statusCode,
    ).toBe(200)
    await ctx().call({
      method: 'PUT',
      url: '/api/account/receipt',
      token,
      payload: { accountNumber: '0011223344', receiverName: 'Ana Ruiz', method: 'Bank', password },
    })
    const paid = (await post('/api/withdrawals', token, withdrawalOf(20_000))).json<{
      data: { id: number }
    }>()
    await post(`/api/ops/withdrawals/${paid.data.id}/complete`, finance.token, { reference: 'TRF-OUT-9' })
    const turnedDown = (await post('/api/withdrawals', token, withdrawalOf(5_000))).json<{
      data: { id: number }
    }>()
    await post(`/api/ops/withdrawals/${turnedDown.data.id}/reject`, finance.token, {
      reason: 'name mismatch',
    })
    return { token, user }
  }

  it('shows one line per event, newest first: a withdrawal is one line with its fee, destination and state', async () => {
    const { token, user } = await busyUser()
    const page = await feed(token)
    expect(page.next).toBeNull()
    expect(page.items.map((i) => [i.kind, i.amount, i.status, i.fee, i.destination])).toEqual([
      ['withdraw', '-5000', 'rejected', '100', 'Bank ••••3344'],
      ['withdraw', '-20000', 'completed', '400', 'Bank ••••3344'],
      ['purchase', '-10000', 'completed', null, null],
      ['recharge', '50000', 'completed', null, null],
    ])
    // The full account number is the user's own, but a list is no place for it.
    expect(JSON.stringify(page)).not.toContain('0011223344')
    // What stayed is what the completed lines say: 500.00 − 100.00 − 200.00.
    expect((await balancesOf(ctx(), user.id)).balance).toBe(20_000)
  })

  it('leads the detail with the amount and the steps the event went through, with the bank reference', async () => {
    const { token } = await busyUser()
    const [rejected, paid, bought, recharged] = (await feed(token)).items
    const detail = async (row: ActivityRow | undefined) =>
      (await get<ActivityDetail>(`/api/wallet/activity/${row?.id}`, token)).data
    const payout = await detail(paid)
    expect(payout).toMatchObject({
      amount: '-20000',
      realAmount: '19600',
      fee: '400',
      feeRateBp: 200,
      receiverName: 'Ana Ruiz',
      receiverAccount: '••••3344',
      paymentMethod: 'Bank',
      bankReference: 'TRF-OUT-9',
      status: 'completed',
    })
    expect(payout.timeline.map((s) => s.step)).toEqual(['requested', 'paid'])
    expect((await detail(rejected)).timeline.map((s) => s.step)).toEqual(['requested', 'rejected'])
    const credited = await detail(recharged)
    expect(credited).toMatchObject({ amount: '50000', bankReference: 'TRF-IN-1', status: 'completed' })
    expect(credited.timeline.map((s) => s.step)).toEqual(['requested', 'completed'])
    expect((await detail(bought)).timeline.map((s) => s.step)).toEqual(['completed'])
    for (const step of payout.timeline) expect(step.at).toBeGreaterThan(0)
  })

  it("names a recharge's channel in the phone's language, as the recharge page named it", async () => {
    const { token } = await busyUser()
    const recharged = (await feed(token)).items.at(-1)
    const admin = await buildOperator(ctx(), 'admin')
    const channel = await anyChannel(ctx())
    const saved = await ctx().call({
      method: 'PUT',
      url: `/api/ops/payment-channels/${channel}/texts/es`,
      token: admin.token,
      payload: { name: 'Transferencia bancaria' },
    })
    expect(saved.statusCode).toBe(200)
    const read = (language: string) =>
      ctx().call({
        method: 'GET',
        url: `/api/wallet/activity/${recharged?.id}`,
        token,
        headers: { 'accept-language': language },
      })
    const es = await read('es')
    expect(es.headers.vary).toContain('Accept-Language')
    expect(es.json<{ data: ActivityDetail }>().data.paymentMethod).toBe('Transferencia bancaria')
    expect((await read('en')).json<{ data: ActivityDetail }>().data.paymentMethod).toBe('Bank transfer')
  })

  it("never shows another user's event, nor the entry that only settles a withdrawal", async () => {
    const { token } = await busyUser()
    const other = await buildUser(ctx())
    const [, paid] = (await feed(token)).items
    expect((await get(`/api/wallet/activity/${paid?.id}`, other.token)).status).toBe(404)
    const settle = await ctx()
      .deps.database.db.selectFrom('withdrawals')
      .select('settle_entry_id')
      .where('hold_entry_id', '=', paid?.id ?? 0)
      .executeTakeFirstOrThrow()
    expect((await get(`/api/wallet/activity/${settle.settle_entry_id}`, token)).status).toBe(404)
    expect((await feed(other.token)).items).toEqual([])
  })

  it('pages through a long history once, in order', async () => {
    const { token, user } = await buildUser(ctx())
    for (let i = 0; i < 25; i++) await fundUser(ctx(), user.id, 100 + i)
    const first = await feed(token)
    expect(first.items).toHaveLength(20)
    const second = await feed(token, first.next ?? undefined)
    expect(second.next).toBeNull()
    const ids = [...first.items, ...second.items].map((i) => i.id)
    expect(ids).toHaveLength(25)
    expect([...ids].sort((a, b) => b - a)).toEqual(ids)
  })
})
