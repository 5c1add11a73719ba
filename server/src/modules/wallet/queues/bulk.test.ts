import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import {
  anyChannel,
  balancesOf,
  buildOperator,
  buildUser,
  checkMoney,
  fundUser,
  withdrawalOf,
} from '../../../testing/factories.ts'

type Item = { id: number; outcome: string; status: string | null; decidedBy: string | null }

/**
 * Bulk decisions of the console's queues, on both databases: each item is decided on its own,
 * once; an item another operator decided meanwhile is reported with who did it and left as it is;
 * money moves exactly once however often the request is repeated; support may not use them.
 */
describeEachDialect('bulk decisions of the money queues', (ctx) => {
  const post = (url: string, token: string, payload: object) =>
    ctx().call({ method: 'POST', url, token, headers: { 'idempotency-key': randomUUID() }, payload })
  const itemsOf = (response: { statusCode: number; body: string; json: <T>() => T }) => {
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ data: { items: Item[] } }>().data.items
  }
  const entries = async () =>
    (await ctx().deps.database.db.selectFrom('journal_entries').select('id').execute()).length
  const auditOf = (action: string) =>
    ctx()
      .deps.database.db.selectFrom('audit_log')
      .select(['target', 'operator_id'])
      .where('action', '=', action)
      .execute()

  it('rejects withdrawals, reports the one another operator completed first, and moves money once', async () => {
    const [finance, other] = [await buildOperator(ctx(), 'finance'), await buildOperator(ctx(), 'admin')]
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 100_000)
    const receipt = {
      accountNumber: '1234567890',
      receiverName: 'Ana Ruiz',
      method: 'Bank',
      password: 'secret12',
    }
    await ctx().call({ method: 'PUT', url: '/api/account/receipt', token, payload: receipt })
    const ids: number[] = []
    for (const amount of [10_000, 12_000, 14_000]) {
      const created = await post('/api/withdrawals', token, withdrawalOf(amount))
      ids.push(created.json<{ data: { id: number } }>().data.id)
    }
    const [a, b, c] = ids as [number, number, number]
    const held = await balancesOf(ctx(), user.id)
    expect(held.withdraw_hold).toBe(36_000)

    // Meanwhile another operator pays the second one out.
    const paid = await post(`/api/ops/withdrawals/${b}/complete`, other.token, { reference: 'FT-2611-1' })
    expect(paid.statusCode, paid.body).toBe(200)
    const beforeBulk = await entries()

    const reason = 'Receiver name does not match'
    const items = itemsOf(
      await post('/api/ops/withdrawals/bulk-reject', finance.token, { ids: [a, b, c, 999_999, a], reason }),
    )
    expect(items).toEqual([
      { id: a, outcome: 'done', status: 'rejected', decidedBy: finance.username },
      { id: b, outcome: 'alreadyDecided', status: 'completed', decidedBy: other.username },
      { id: c, outcome: 'done', status: 'rejected', decidedBy: finance.username },
      { id: 999_999, outcome: 'notFound', status: null, decidedBy: null },
    ])
    // Two returns posted, the completed one untouched; the hold is empty and the money back.
    expect(await entries()).toBe(beforeBulk + 2)
    const after = await balancesOf(ctx(), user.id)
    expect(after.withdraw_hold).toBe(0)
    expect(Number(after.balance)).toBe(Number(held.balance) + 10_000 + 14_000)
    const audited = await auditOf('withdrawal.reject')
    expect(audited.map((e) => e.target).sort()).toEqual([`withdrawal:${a}`, `withdrawal:${c}`].sort())

    // The same request again changes nothing and says who decided each.
    const again = itemsOf(
      await post('/api/ops/withdrawals/bulk-reject', finance.token, { ids: [a, b, c], reason }),
    )
    expect(again.map((i) => [i.outcome, i.decidedBy])).toEqual([
      ['alreadyDecided', finance.username],
      ['alreadyDecided', other.username],
      ['alreadyDecided', finance.username],
    ])
    expect(await balancesOf(ctx(), user.id)).toEqual(after)
    expect(await entries()).toBe(beforeBulk + 2)
    expect(await auditOf('withdrawal.reject')).toHaveLength(2)
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('closes recharges as error or expired without crediting, and reports the one confirmed meanwhile', async () => {
    const [finance, other] = [await buildOperator(ctx(), 'finance'), await buildOperator(ctx(), 'finance')]
    const { token, user } = await buildUser(ctx())
    const channelId = await anyChannel(ctx())
    const ids: number[] = []
    for (const amount of ['5000', '6000', '7000', '8000']) {
      const created = await post('/api/recharges', token, {
        membershipNumber: 'M-1',
        payerAccount: 'P-1',
        amount,
        channelId,
      })
      ids.push(created.json<{ data: { id: number } }>().data.id)
    }
    const [a, b, c, d] = ids as [number, number, number, number]
    const confirmed = await post(`/api/ops/recharges/${b}/confirm`, other.token, { reference: 'HMP-1' })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const credited = await balancesOf(ctx(), user.id)
    expect(credited.balance).toBe(6_000)

    const errors = itemsOf(
      await post('/api/ops/recharges/bulk', finance.token, { ids: [a, b], outcome: 'error' }),
    )
    expect(errors).toEqual([
      { id: a, outcome: 'done', status: 'error', decidedBy: finance.username },
      { id: b, outcome: 'alreadyDecided', status: 'completed', decidedBy: other.username },
    ])
    const expired = itemsOf(
      await post('/api/ops/recharges/bulk', finance.token, { ids: [c, d, a], outcome: 'expired' }),
    )
    expect(expired.map((i) => [i.id, i.outcome, i.status])).toEqual([
      [c, 'done', 'expired'],
      [d, 'done', 'expired'],
      [a, 'alreadyDecided', 'error'],
    ])
    expect(await balancesOf(ctx(), user.id)).toEqual(credited)
    expect((await auditOf('recharge.error')).map((e) => e.target)).toEqual([`recharge:${a}`])
    expect((await auditOf('recharge.expire')).map((e) => e.target).sort()).toEqual(
      [`recharge:${c}`, `recharge:${d}`].sort(),
    )
    // The user sees them closed: an expired one cannot be confirmed any more.
    const late = await post(`/api/ops/recharges/${c}/confirm`, other.token, { reference: 'HMP-2' })
    expect(late.statusCode).toBe(409)
    expect(await balancesOf(ctx(), user.id)).toEqual(credited)
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('refuses a bad bulk body with a short message, and support may not decide', async () => {
    const finance = await buildOperator(ctx(), 'finance')
    const support = await buildOperator(ctx(), 'support')
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1)
    const cases: [string, object, string][] = [
      ['/api/ops/recharges/bulk', { ids: [], outcome: 'error' }, 'Choose 1 to 100 items.'],
      ['/api/ops/recharges/bulk', { ids: tooMany, outcome: 'error' }, 'Choose 1 to 100 items.'],
      ['/api/ops/recharges/bulk', { ids: [1], outcome: 'completed' }, 'Choose what to mark them as.'],
      [
        '/api/ops/withdrawals/bulk-reject',
        { ids: [1], reason: ' ' },
        'Please enter a reason (at most 200 characters).',
      ],
      ['/api/ops/withdrawals/bulk-reject', { ids: 'all', reason: 'x' }, 'Choose 1 to 100 items.'],
    ]
    for (const [url, payload, msg] of cases) {
      const refused = await post(url, finance.token, payload)
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400)
      expect(refused.json<{ msg: string }>().msg).toBe(msg)
    }
    const forbidden = await post('/api/ops/withdrawals/bulk-reject', support.token, { ids: [1], reason: 'x' })
    expect(forbidden.statusCode).toBe(403)
  })
})
