import { randomUUID } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import { fillRechargeTotals } from '../../db/migrations/0013-recharge-total.ts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import {
  balancesOf,
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
  actor: string
  reason: string
  postings: { account: string; amount: string }[]
}

/**
 * The one correction of history (docs/money.md I5): an admin posts the mirror of an entry, with a reason,
 * once per entry, never overdrawing a user; the audit log names who and why, and the checker holds.
 */
describeEachDialect('reversing a journal entry', (ctx) => {
  let admin: { token: string; id: number; username: string }
  let second: { token: string; id: number; username: string }
  beforeAll(async () => {
    admin = await buildOperator(ctx(), 'admin')
    second = await buildOperator(ctx(), 'admin')
  })

  const ask = (entryId: number, token: string, payload: object = { reason: 'confirmed by mistake' }) =>
    ctx().call({ method: 'POST', url: `/api/ops/ledger/entries/${entryId}/reverse`, token, payload })
  /**
   * One admin asks (a reversal always waits for a second, decision 0058), the second approves; the
   * answer is the approval's, or the asking's when it was refused outright.
   */
  async function reverse(entryId: number, token: string, payload?: object) {
    const asked = await ask(entryId, token, payload)
    if (
      asked.json<{ msg: string }>().msg !==
      "Recorded: this amount needs a second operator's approval before the money moves."
    )
      return asked
    const waiting = (
      await ctx().call({ method: 'GET', url: '/api/ops/approvals', token: second.token })
    ).json<{ data: { id: number; action: string; targetId: number }[] }>().data
    const approval = waiting.find((a) => a.action === 'ledger.reverse' && a.targetId === entryId)
    return ctx().call({
      method: 'POST',
      url: `/api/ops/approvals/${approval?.id ?? 0}/approve`,
      token: second.token,
    })
  }
  /** The reversing entry of `entryId`, as the user's ledger lists it. */
  const reversalOf = async (userId: number, entryId: number) =>
    (await entriesOf(userId)).find((e) => e.reference === `reversal:${entryId}`)
  const entriesOf = async (userId: number) =>
    (await ctx().call({ method: 'GET', url: `/api/ops/users/${userId}/ledger`, token: admin.token })).json<{
      data: { items: EntryReply[] }
    }>().data.items
  const rechargeEntry = async (userId: number) => {
    const entry = (await entriesOf(userId)).find((e) => e.kind === 'recharge')
    if (!entry) throw new Error('no recharge entry')
    return entry
  }
  const ledgerHolds = async () =>
    (await ctx().call({ method: 'GET', url: '/api/ops/ledger/check', token: admin.token })).json<{
      data: { ok: boolean; checks: { ok: boolean }[] }
    }>().data

  it('moves the money back with the operator as actor and the reason, once', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 5_000)
    const recharge = await rechargeEntry(user.id)
    expect((await ctx().call({ method: 'GET', url: '/api/wallet', token })).json()).toMatchObject({
      data: { balance: '5000', rechargeTotal: '5000' },
    })

    // The first admin only asks: nothing moves until a second approves.
    const asked = await ask(recharge.id, admin.token)
    expect(asked.statusCode).toBe(409)
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 5_000 })
    const reversed = await reverse(recharge.id, admin.token)
    expect(reversed.statusCode).toBe(200)
    const entry = await reversalOf(user.id, recharge.id)
    expect(entry).toMatchObject({
      kind: 'adjustment',
      reference: `reversal:${recharge.id}`,
      actor: `operator:${second.id}`,
      reason: 'confirmed by mistake',
    })
    const mirror = entry?.postings ?? []
    expect(mirror.map((p) => [p.account, p.amount]).sort()).toEqual(
      recharge.postings.map((p) => [p.account, String(-Number(p.amount))]).sort(),
    )
    // The money is back where it came from; the user sees the adjustment, and VIP counts it out.
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 0 })
    expect((await ctx().call({ method: 'GET', url: '/api/wallet', token })).json()).toMatchObject({
      data: { balance: '0', rechargeTotal: '0' },
    })
    const records = (await ctx().call({ method: 'GET', url: '/api/wallet/records', token })).json<{
      data: { items: { kind: string; amount: string; balanceAfter: string }[] }
    }>().data.items
    expect(records[0]).toMatchObject({ kind: 'adjustment', amount: '-5000', balanceAfter: '0' })

    // A second reversal of the same entry is refused and moves nothing.
    const again = await reverse(recharge.id, admin.token)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ msg: 'This was already done.' })
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 0 })
    expect((await entriesOf(user.id)).filter((e) => e.kind === 'adjustment')).toHaveLength(1)

    const report = await ledgerHolds()
    expect(report.checks.filter((c) => !c.ok)).toEqual([])
    expect(report.ok).toBe(true)

    // The audit log names the operator, the entry and the reason.
    const audit = (
      await ctx().call({ method: 'GET', url: '/api/ops/audit-log?q=ledger.reverse', token: admin.token })
    ).json<{
      data: { items: { operator: string; action: string; target: string; after: { reason: string } }[] }
    }>().data.items
    expect(audit[0]).toMatchObject({
      operator: second.username,
      action: 'ledger.reverse',
      target: `entry:${recharge.id}`,
      after: { reason: 'confirmed by mistake', requestedBy: admin.id, approvedBy: second.id },
    })
  })

  it("keeps each user's stored recharge total (what VIP levels read) as the migration computes it from the ledger", async () => {
    const first = await buildUser(ctx())
    const second = await buildUser(ctx())
    await fundUser(ctx(), first.user.id, 5_000)
    await fundUser(ctx(), first.user.id, 1_200)
    await fundUser(ctx(), second.user.id, 700)
    const reversed = await rechargeEntry(first.user.id)
    const reversedAmount = Math.max(...reversed.postings.map((p) => Number(p.amount)))
    expect((await reverse(reversed.id, admin.token)).statusCode).toBe(200)
    const db = ctx().deps.database.db
    const stored = () =>
      db
        .selectFrom('users')
        .select(['id', 'recharge_total'])
        .where('id', 'in', [first.user.id, second.user.id])
        .orderBy('id')
        .execute()
    const kept = await stored()
    expect(kept.map((u) => u.recharge_total)).toEqual([6_200 - reversedAmount, 700])
    // What migration 0013 fills in for data written before the column existed.
    await db.updateTable('users').set({ recharge_total: 0 }).execute()
    await fillRechargeTotals(db)
    expect(await stored()).toEqual(kept)
    expect((await ledgerHolds()).ok).toBe(true)
  })

  it('is for admins only: finance and support get 403, a user 401', async () => {
    const { user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 1_000)
    const recharge = await rechargeEntry(user.id)
    for (const role of ['finance', 'support'] as const) {
      const operator = await buildOperator(ctx(), role)
      expect((await ask(recharge.id, operator.token)).statusCode).toBe(403)
    }
    const { token } = await buildUser(ctx())
    expect((await ask(recharge.id, token)).statusCode).toBe(401)
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 1_000 })
  })

  it('refuses a reversal that would overdraw the user, and writes nothing', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 10_000)
    const recharge = await rechargeEntry(user.id)
    const productId = await buildProduct(ctx(), { price: '6000' })
    const bought = await ctx().call({
      method: 'POST',
      url: `/api/products/${productId}/buy`,
      token,
      payload: { wallet: 'balance', expectedPrice: await productPrice(ctx(), productId) },
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(bought.statusCode).toBe(200)
    const refused = await reverse(recharge.id, admin.token)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ msg: 'Insufficient balance.' })
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 4_000 })
    expect((await entriesOf(user.id)).filter((e) => e.kind === 'adjustment')).toEqual([])
    const audit = (
      await ctx().call({
        method: 'GET',
        url: `/api/ops/audit-log?q=entry:${recharge.id}`,
        token: admin.token,
      })
    ).json<{ data: { items: { action: string }[] } }>().data.items
    // Only the request is recorded; no reversal.
    expect(audit.map((a) => a.action)).toEqual(['approval.request'])
  })

  it('wants a reason, an entry that exists, and leaves withdrawals to their own states', async () => {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 10_000)
    const recharge = await rechargeEntry(user.id)
    expect((await reverse(recharge.id, admin.token, { reason: '   ' })).json()).toMatchObject({
      code: 400,
      msg: 'Please enter a reason (at most 200 characters).',
    })
    expect((await reverse(recharge.id, admin.token, {})).statusCode).toBe(400)
    expect((await reverse(99_999_999, admin.token)).statusCode).toBe(404)

    await ctx().call({
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
    const withdrawal = await ctx().call({
      method: 'POST',
      url: '/api/withdrawals',
      token,
      payload: withdrawalOf(2000),
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(withdrawal.statusCode).toBe(200)
    const hold = (await entriesOf(user.id)).find((e) => e.kind === 'withdraw')
    const refused = await reverse(hold?.id ?? 0, admin.token)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      msg: 'Withdrawals are corrected by their own states (reject), not by a reversal.',
    })
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 8_000, withdraw_hold: 2_000 })
    expect((await ledgerHolds()).ok).toBe(true)
  })
})
