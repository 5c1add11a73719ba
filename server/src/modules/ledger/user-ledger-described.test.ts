import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import type { LedgerEntryWhat } from '@app/contracts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import {
  buildOperator,
  buildProduct,
  buildUser,
  fundUser,
  productPrice,
  withdrawalOf,
} from '../../testing/factories.ts'

interface EntryReply {
  id: number
  kind: string
  reference: string
  what: LedgerEntryWhat
}

const NOTHING = { id: null, product: null, operator: null, earnings: null, code: null, note: null }

/**
 * A user's page in the console says what each ledger entry is (the recharge confirmed by whom, the
 * withdrawal asked for by its number, the product paid), not the ledger's internal references,
 * which stay on the row; on both databases.
 */
describeEachDialect("the console's ledger of a user names what each entry is", (ctx) => {
  // Operators sign in when they act: a session idle for 30 minutes ends, and the clock moves here.
  let admin = { token: '', id: 0, username: '' }

  const post = (url: string, token: string, payload?: object) =>
    ctx().call({
      method: 'POST',
      url,
      token,
      headers: { 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload }),
    })
  const entriesOf = async (userId: number) => {
    admin = await buildOperator(ctx(), 'admin')
    const reply = await ctx().call({
      method: 'GET',
      url: `/api/ops/users/${userId}/ledger`,
      token: admin.token,
    })
    return reply.json<{ data: { items: EntryReply[] } }>().data.items
  }

  it('says who confirmed a recharge, which withdrawal was asked for, paid or rejected and why, and what was bought and received', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 100_000)
    const productId = await buildProduct(ctx(), {
      name: 'Described Plan',
      claimPeriodSeconds: 3600,
      earningsCount: 5,
    })
    const bought = await post(`/api/products/${productId}/buy`, token, {
      wallet: 'balance',
      expectedPrice: await productPrice(ctx(), productId),
    })
    const holdingId = bought.json<{ data: { holdingId: number } }>().data.holdingId
    ctx().clock.advance(2 * 3600)
    expect((await post(`/api/holdings/${holdingId}/receive`, token)).statusCode).toBe(200)

    const saved = await ctx().call({
      method: 'PUT',
      url: '/api/account/receipt',
      token,
      payload: {
        accountNumber: '1234567890',
        receiverName: 'Ana Ruiz',
        method: 'Bank',
        password: 'secret12',
      },
    })
    expect(saved.statusCode).toBe(200)
    const finance = await buildOperator(ctx(), 'finance')
    const paid = (await post('/api/withdrawals', token, withdrawalOf('10000'))).json<{
      data: { id: number }
    }>().data.id
    const rejected = (await post('/api/withdrawals', token, withdrawalOf('2000'))).json<{
      data: { id: number }
    }>().data.id
    expect(
      (await post(`/api/ops/withdrawals/${paid}/complete`, finance.token, { reference: 'BNK-OUT-1' }))
        .statusCode,
    ).toBe(200)
    expect(
      (
        await post(`/api/ops/withdrawals/${rejected}/reject`, finance.token, {
          reason: 'Name does not match',
        })
      ).statusCode,
    ).toBe(200)

    const entries = await entriesOf(user.id)
    const whats = entries.map((e) => e.what).reverse()
    expect(whats).toEqual([
      { ...NOTHING, event: 'rechargeConfirmed', id: expect.any(Number), operator: expect.any(String) },
      { ...NOTHING, event: 'purchase', product: 'Described Plan' },
      {
        ...NOTHING,
        event: 'income',
        id: holdingId,
        product: 'Described Plan',
        earnings: { first: 1, last: 2 },
      },
      { ...NOTHING, event: 'withdrawalRequested', id: paid },
      { ...NOTHING, event: 'withdrawalRequested', id: rejected },
      { ...NOTHING, event: 'withdrawalPaid', id: paid, operator: finance.username },
      {
        ...NOTHING,
        event: 'withdrawalRejected',
        id: rejected,
        operator: finance.username,
        note: 'Name does not match',
      },
    ])
    // The stored codes stay on the row for whoever needs them.
    expect(entries.find((e) => e.what.event === 'withdrawalPaid')?.reference).toBe(`withdraw-settle:${paid}`)
  })

  it('names a reversal by the entry it reverses, the admin who did it and why', async () => {
    const { user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 5_000)
    const [recharge] = await entriesOf(user.id)
    if (!recharge) throw new Error('no entry')
    const asked = await ctx().call({
      method: 'POST',
      url: `/api/ops/ledger/entries/${recharge.id}/reverse`,
      token: admin.token,
      payload: { reason: 'confirmed by mistake' },
    })
    expect(asked.statusCode).toBe(409)
    // A reversal waits for a second admin, who posts it in their name.
    const second = await buildOperator(ctx(), 'admin')
    const waiting = (
      await ctx().call({ method: 'GET', url: '/api/ops/approvals', token: second.token })
    ).json<{ data: { id: number; action: string; targetId: number }[] }>().data
    const approval = waiting.find((a) => a.action === 'ledger.reverse' && a.targetId === recharge.id)
    const approved = await ctx().call({
      method: 'POST',
      url: `/api/ops/approvals/${approval?.id ?? 0}/approve`,
      token: second.token,
    })
    expect(approved.statusCode).toBe(200)
    expect((await entriesOf(user.id))[0]?.what).toEqual({
      ...NOTHING,
      event: 'reversal',
      id: recharge.id,
      operator: second.username,
      note: 'confirmed by mistake',
    })
  })
})
