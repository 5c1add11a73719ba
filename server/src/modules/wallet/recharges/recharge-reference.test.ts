import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { paymentReference, type RechargeRow } from '@app/contracts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { anyChannel, buildOperator, buildUser } from '../../../testing/factories.ts'

describeEachDialect('recharge payment reference', (ctx) => {
  const recharge = async (token: string) => {
    const reply = await ctx().call({
      method: 'POST',
      url: '/api/recharges',
      token,
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        membershipNumber: 'M-1',
        payerAccount: 'P-1',
        amount: '5000',
        channelId: await anyChannel(ctx()),
      },
    })
    expect(reply.statusCode).toBe(200)
    return reply.json<{ data: RechargeRow }>().data
  }
  const listOf = async (token: string, url = '/api/recharges') =>
    (await ctx().call({ method: 'GET', url, token })).json<{ data: { items: RechargeRow[] } }>().data.items

  it('gives each request its own reference, in the reply, the list and the console queue', async () => {
    const ana = await buildUser(ctx())
    const ben = await buildUser(ctx())
    const first = await recharge(ana.token)
    const second = await recharge(ana.token)
    const other = await recharge(ben.token)
    expect(first.paymentReference).toBe(paymentReference(first.id))
    expect(first.paymentReference).toMatch(/^R[0-9]{6,}$/)
    const references = [first, second, other].map((r) => r.paymentReference)
    expect(new Set(references).size).toBe(3)

    const anas = await listOf(ana.token)
    expect(anas.map((r) => r.paymentReference)).toEqual([second.paymentReference, first.paymentReference])
    // Another user's request, and so its reference, is not in Ana's list, and she cannot cancel it.
    expect(anas.map((r) => r.id)).not.toContain(other.id)
    const cancel = await ctx().call({
      method: 'POST',
      url: `/api/recharges/${other.id}/cancel`,
      token: ana.token,
    })
    expect(cancel.statusCode).toBe(404)
    expect((await listOf(ben.token)).map((r) => r.paymentReference)).toEqual([other.paymentReference])

    const finance = await buildOperator(ctx(), 'finance')
    const queue = await listOf(finance.token, '/api/ops/recharges')
    expect(queue.find((r) => r.id === first.id)?.paymentReference).toBe(first.paymentReference)
  })

  it('writes at least six digits and keeps longer ids whole', () => {
    expect(paymentReference(42)).toBe('R000042')
    expect(paymentReference(1234567)).toBe('R1234567')
  })
})
