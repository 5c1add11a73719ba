import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { moneyLimitsOff } from '../../testing/context.ts'
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

const REFUSED = 'Enter the bank reference: 3 to 64 letters, digits, spaces or - _ . / : #'
type Row = Record<string, unknown> & { id: number }

/**
 * The bank's transaction reference of a payment decision, on both databases: required to confirm a
 * recharge or complete a withdrawal (a refusal changes nothing), stored with the decision, in the
 * queue's row with who decided, in the audit entry, and in what the user reads; above the approval
 * cap the first operator's reference is the one kept.
 */
describeEachDialect('the bank reference of a payment decision', (ctx) => {
  const post = (url: string, token: string, payload?: object) =>
    ctx().call({
      method: 'POST',
      url,
      token,
      headers: { 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload }),
    })
  const get = async <T>(url: string, token: string) =>
    (await ctx().call({ method: 'GET', url, token })).json<{
      data: T
    }>().data
  const rowOf = async (url: string, token: string, id: number) =>
    (await get<{ items: Row[] }>(url, token)).items.find((r) => r.id === id)
  const auditOf = async (object: string) =>
    (
      await get<{ items: { action: string; operator: string; after: Record<string, unknown> }[] }>(
        `/api/ops/audit-log?object=${object}`,
        (await buildOperator(ctx(), 'admin')).token,
      )
    ).items
  /** What a refusal must leave as it was: the money, the entries and the audit log. */
  const snapshot = async (userId: number) => {
    const db = ctx().deps.database.db
    return {
      balances: await balancesOf(ctx(), userId),
      entries: (await db.selectFrom('journal_entries').select('id').execute()).length,
      audit: (await db.selectFrom('audit_log').select('id').execute()).length,
    }
  }
  async function pendingRecharge(token: string, amount = '5000') {
    const created = await post('/api/recharges', token, {
      membershipNumber: 'M-5',
      payerAccount: 'P-5',
      amount,
      channelId: await anyChannel(ctx()),
    })
    return created.json<{ data: { id: number } }>().data.id
  }
  /** The transaction detail of the user's newest movement of `kind`. */
  async function detailOf(token: string, kind: string) {
    const records = await get<{ items: { id: number; kind: string }[] }>('/api/wallet/records', token)
    const id = records.items.find((r) => r.kind === kind)?.id
    return get<Record<string, unknown>>(`/api/wallet/records/${id}`, token)
  }

  it('refuses to confirm a recharge without a valid reference, and changes nothing', async () => {
    const finance = await buildOperator(ctx(), 'finance')
    const { token, user } = await buildUser(ctx())
    const id = await pendingRecharge(token)
    const before = await snapshot(user.id)
    const bad = [undefined, {}, { reference: '' }, { reference: '   ' }, { reference: 'ab' }]
    const worse = [{ reference: 'x'.repeat(65) }, { reference: 'TRF<1>' }, { reference: 'TRF\n12' }]
    for (const payload of [...bad, ...worse, { reference: 'Überweisung 12' }, { reference: 12345 }]) {
      const refused = await post(`/api/ops/recharges/${id}/confirm`, finance.token, payload)
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400)
      expect(refused.json<{ msg: string }>().msg).toBe(REFUSED)
    }
    expect(await snapshot(user.id)).toEqual(before)
    const row = await rowOf('/api/ops/recharges?status=pending', finance.token, id)
    expect(row).toMatchObject({ status: 'pending', bankReference: null, decidedBy: null })
  })

  it('keeps the reference of a confirmed recharge, trimmed, on the row, in the audit log and for the user', async () => {
    const finance = await buildOperator(ctx(), 'finance')
    const { token, user } = await buildUser(ctx())
    const id = await pendingRecharge(token)
    const confirmed = await post(`/api/ops/recharges/${id}/confirm`, finance.token, {
      reference: '  TRF 2026/11-24:7#A_b.c ',
    })
    expect(confirmed.statusCode).toBe(200)
    expect((await balancesOf(ctx(), user.id)).balance).toBe(5000)
    const reference = 'TRF 2026/11-24:7#A_b.c'
    expect(await rowOf('/api/ops/recharges?status=completed', finance.token, id)).toMatchObject({
      bankReference: reference,
      decidedBy: finance.username,
      requestedBy: null,
    })
    const [entry] = await auditOf(`recharge:${id}`)
    expect(entry).toMatchObject({ action: 'recharge.confirm', operator: finance.username })
    expect(entry?.after).toMatchObject({ amount: 5000, reference })
    expect(await rowOf('/api/recharges', token, id)).toMatchObject({
      status: 'completed',
      bankReference: reference,
    })
    const detail = await detailOf(token, 'recharge')
    expect(detail).toMatchObject({ status: 'completed', bankReference: reference })
    // The ledger's own reference (`recharge:12`) is not the user's to read.
    expect(detail).not.toHaveProperty('reference')
    expect(JSON.stringify(detail)).not.toContain(`recharge:${id}`)
  })

  describe('a withdrawal', () => {
    async function pendingWithdrawal(amount = 10_000) {
      const { token, user } = await buildUser(ctx())
      await fundUser(ctx(), user.id, 50_000)
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
      const created = await post('/api/withdrawals', token, withdrawalOf(amount))
      return { token, user, id: created.json<{ data: { id: number } }>().data.id }
    }

    it('is completed only with a reference, which the reply, the row, the audit log and the user show', async () => {
      const finance = await buildOperator(ctx(), 'finance')
      const { token, user, id } = await pendingWithdrawal()
      const before = await snapshot(user.id)
      for (const payload of [undefined, { reference: 'no' }, { reference: 'a'.repeat(65) }]) {
        const refused = await post(`/api/ops/withdrawals/${id}/complete`, finance.token, payload)
        expect(refused.statusCode).toBe(400)
        expect(refused.json<{ msg: string }>().msg).toBe(REFUSED)
      }
      expect(await snapshot(user.id)).toEqual(before)
      expect(before.balances.withdraw_hold).toBe(10_000)

      const done = await post(`/api/ops/withdrawals/${id}/complete`, finance.token, { reference: 'FT-0042' })
      expect(done.json()).toMatchObject({
        code: 200,
        data: { status: 'completed', bankReference: 'FT-0042' },
      })
      expect((await balancesOf(ctx(), user.id)).withdraw_hold).toBe(0)
      expect(await rowOf('/api/ops/withdrawals?status=completed', finance.token, id)).toMatchObject({
        bankReference: 'FT-0042',
        decidedBy: finance.username,
        requestedBy: null,
      })
      const [entry] = await auditOf(`withdrawal:${id}`)
      expect(entry?.after).toMatchObject({ paid: 9800, fee: 200, reference: 'FT-0042' })
      expect(await rowOf('/api/withdrawals', token, id)).toMatchObject({ bankReference: 'FT-0042' })
      expect(await detailOf(token, 'withdraw')).toMatchObject({
        status: 'completed',
        bankReference: 'FT-0042',
      })
      // Deciding again is refused as before, and the reference stays.
      const again = await post(`/api/ops/withdrawals/${id}/complete`, finance.token, { reference: 'FT-9999' })
      expect(again.statusCode).toBe(409)
      expect(await rowOf('/api/withdrawals', token, id)).toMatchObject({ bankReference: 'FT-0042' })
      expect((await checkMoney(ctx())).ok).toBe(true)
    })

    it('needs no reference to be rejected, and keeps none', async () => {
      const finance = await buildOperator(ctx(), 'finance')
      const { token, id } = await pendingWithdrawal()
      const rejected = await post(`/api/ops/withdrawals/${id}/reject`, finance.token, {
        reason: 'Wrong name',
      })
      expect(rejected.json()).toMatchObject({ code: 200, data: { status: 'rejected', bankReference: null } })
      expect(await rowOf('/api/ops/withdrawals?status=rejected', finance.token, id)).toMatchObject({
        decidedBy: finance.username,
        bankReference: null,
      })
      expect(await detailOf(token, 'withdraw')).toMatchObject({ bankReference: null })
    })
  })

  it("above the cap, an approval keeps the first operator's reference and both names", async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const maker = await buildOperator(ctx(), 'finance')
    const checker = await buildOperator(ctx(), 'finance')
    const settings = await get<{ approvalCap: string }>('/api/ops/money-settings', admin.token)
    const caps = async (approvalCap: string) =>
      expect(
        (
          await ctx().call({
            method: 'PUT',
            url: '/api/ops/money-settings',
            token: admin.token,
            payload: { ...settings, approvalCap },
          })
        ).statusCode,
      ).toBe(200)
    await caps('100000')
    try {
      const { token } = await buildUser(ctx())
      const ids = [await pendingRecharge(token, '200000'), await pendingRecharge(token, '300000')]
      for (const [i, id] of ids.entries())
        expect(
          (await post(`/api/ops/recharges/${id}/confirm`, maker.token, { reference: `MAKER-${i}` }))
            .statusCode,
        ).toBe(409)
      const approvals = await get<{ id: number; targetId: number }[]>('/api/ops/approvals', admin.token)
      const approvalOf = (id: number) => approvals.find((a) => a.targetId === id)?.id
      const [entry] = await auditOf(`recharge:${ids[0]}`)
      expect(entry).toMatchObject({ action: 'approval.request', after: { reference: 'MAKER-0' } })

      expect(
        (await post(`/api/ops/approvals/${approvalOf(ids[0] ?? 0)}/approve`, checker.token)).statusCode,
      ).toBe(200)
      expect(await rowOf('/api/ops/recharges?status=completed', admin.token, ids[0] ?? 0)).toMatchObject({
        bankReference: 'MAKER-0',
        decidedBy: checker.username,
        requestedBy: maker.username,
      })

      // A request kept before references existed has none to keep: it is confirmed from the queue.
      await ctx()
        .deps.database.db.updateTable('money_approvals')
        .set({ external_reference: null })
        .where('target_id', '=', ids[1] ?? 0)
        .execute()
      const refused = await post(`/api/ops/approvals/${approvalOf(ids[1] ?? 0)}/approve`, checker.token)
      expect(refused.statusCode).toBe(409)
      expect(refused.json<{ msg: string }>().msg).toBe(
        'This request was made without a bank reference; confirm it from its queue with one.',
      )
      const typed = await post(`/api/ops/recharges/${ids[1]}/confirm`, checker.token, {
        reference: 'CHECKER-1',
      })
      expect(typed.statusCode).toBe(200)
      expect(await rowOf('/api/ops/recharges?status=completed', admin.token, ids[1] ?? 0)).toMatchObject({
        bankReference: 'CHECKER-1',
      })
      expect((await checkMoney(ctx())).ok).toBe(true)
    } finally {
      // Back to off as the other tests of this file expect (turning the cap off takes a second
      // admin over HTTP; this is the test's own set-up).
      await moneyLimitsOff(ctx().deps.db)
    }
  })
})
