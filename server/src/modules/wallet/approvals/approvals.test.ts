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
import { httpClient } from '../../../testing/http.ts'

const CAP = 100_000

describeEachDialect('a second operator above the approval cap', (ctx) => {
  const post = (url: string, token: string, payload?: unknown) =>
    ctx().call({
      method: 'POST',
      url,
      token,
      headers: { 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  /**
   * Saves the money settings as they are, with the approval cap and the recharge maximum given; a
   * loosening waits for a second admin (decision 0058), who approves it here.
   */
  async function setCaps(adminToken: string, caps: { approvalCap?: string; rechargeMax?: string }) {
    const current = (
      await ctx().call({ method: 'GET', url: '/api/ops/money-settings', token: adminToken })
    ).json<{
      data: Record<string, unknown>
    }>().data
    const saved = await ctx().call({
      method: 'PUT',
      url: '/api/ops/money-settings',
      token: adminToken,
      payload: { ...current, ...caps },
    })
    if (saved.statusCode === 409) {
      const second = await buildOperator(ctx(), 'admin')
      const waiting = (
        await ctx().call({ method: 'GET', url: '/api/ops/approvals', token: second.token })
      ).json<{ data: { id: number; action: string }[] }>().data
      const change = waiting.find((a) => a.action === 'limits.change')
      expect((await post(`/api/ops/approvals/${change?.id ?? 0}/approve`, second.token)).statusCode).toBe(200)
    } else expect(saved.json()).toMatchObject({ code: 200, data: caps })
    const now = await ctx().call({ method: 'GET', url: '/api/ops/money-settings', token: adminToken })
    expect(now.json()).toMatchObject({ data: caps })
  }

  async function pendingRecharge(token: string, amount: number): Promise<number> {
    const created = await post('/api/recharges', token, {
      membershipNumber: 'M-9',
      payerAccount: 'P-9',
      amount: String(amount),
      channelId: await anyChannel(ctx()),
    })
    expect(created.statusCode).toBe(200)
    return created.json<{ data: { id: number } }>().data.id
  }

  it('only an admin sets the cap', async () => {
    const finance = await buildOperator(ctx(), 'finance')
    const refused = await ctx().call({
      method: 'PUT',
      url: '/api/ops/money-settings',
      token: finance.token,
      payload: {},
    })
    expect(refused.statusCode).toBe(403)
  })

  it('above the cap: the first confirm moves nothing, the asker cannot approve, a second operator moves it once', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    await setCaps(admin.token, { approvalCap: String(CAP) })
    const maker = await buildOperator(ctx(), 'finance')
    const checkers = [await buildOperator(ctx(), 'finance'), await buildOperator(ctx(), 'admin')]
    const { token, user } = await buildUser(ctx())
    const id = await pendingRecharge(token, CAP + 1)

    const first = await post(`/api/ops/recharges/${id}/confirm`, maker.token, { reference: 'MAKER-R1' })
    expect(first.statusCode).toBe(409)
    expect(first.json<{ msg: string }>().msg).toBe(
      "Recorded: this amount needs a second operator's approval before the money moves.",
    )
    expect((await balancesOf(ctx(), user.id)).balance).toBe(0)
    // Asking again changes nothing, not even the reference.
    const again = await post(`/api/ops/recharges/${id}/confirm`, maker.token, { reference: 'OTHER-R1' })
    expect(again.statusCode).toBe(409)

    const waiting = await ctx().call({ method: 'GET', url: '/api/ops/approvals', token: admin.token })
    const approvals = waiting.json<{
      data: { id: number; action: string; targetId: number; amount: string; requestedBy: string }[]
    }>().data
    const approval = approvals.find((a) => a.action === 'recharge.confirm' && a.targetId === id)
    expect(approval).toMatchObject({ amount: String(CAP + 1), requestedBy: maker.username })
    if (!approval) throw new Error('no approval listed')
    // The pending row in the queue shows the step taken: who asked, nobody decided yet.
    const queue = await ctx().call({
      method: 'GET',
      url: `/api/ops/recharges?status=pending`,
      token: admin.token,
    })
    const pendingRow = queue.json<{ data: { items: { id: number }[] } }>().data.items.find((r) => r.id === id)
    expect(pendingRow).toMatchObject({ status: 'pending', requestedBy: maker.username, decidedBy: null })

    const own = await post(`/api/ops/approvals/${approval.id}/approve`, maker.token)
    expect(own.statusCode).toBe(403)
    expect(own.json<{ msg: string }>().msg).toBe('A second operator must approve this; you asked for it.')
    expect((await balancesOf(ctx(), user.id)).balance).toBe(0)

    // Two other operators approve at once, several times each, over real connections: once.
    const client = await httpClient(ctx())
    try {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          client.request('POST', `/api/ops/approvals/${approval.id}/approve`, {
            token: checkers[i % 2]?.token,
          }),
        ),
      )
      expect(results.filter((r) => r.status === 200)).toHaveLength(1)
      expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true)
    } finally {
      client.close()
    }
    expect((await balancesOf(ctx(), user.id)).balance).toBe(CAP + 1)
    expect((await checkMoney(ctx())).ok).toBe(true)
    const after = await ctx().call({ method: 'GET', url: '/api/ops/approvals', token: admin.token })
    expect(JSON.stringify(after.json())).not.toContain(`"targetId":${id},`)

    // The audit log names both operators.
    const audit = await ctx().call({
      method: 'GET',
      url: `/api/ops/audit-log?q=recharge:${id}`,
      token: admin.token,
    })
    const text = JSON.stringify(audit.json())
    expect(text).toContain(maker.username)
    expect(text).toMatch(new RegExp(`${checkers[0]?.username}|${checkers[1]?.username}`))
    expect(text).toContain(`"requestedBy":${maker.id}`)
    expect(text).toContain('"reference":"MAKER-R1"')
    // The first operator's reference is the one kept, and the row names both operators.
    const listed = await ctx().call({
      method: 'GET',
      url: '/api/ops/recharges?status=completed',
      token: admin.token,
    })
    const row = listed
      .json<{ data: { items: Record<string, unknown>[] } }>()
      .data.items.find((r) => r.id === id)
    expect(row).toMatchObject({ bankReference: 'MAKER-R1', requestedBy: maker.username })
    expect([checkers[0]?.username, checkers[1]?.username]).toContain(row?.decidedBy)
  })

  it('at or below the cap one operator suffices', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    await setCaps(admin.token, { approvalCap: String(CAP) })
    const finance = await buildOperator(ctx(), 'finance')
    const { token, user } = await buildUser(ctx())
    const id = await pendingRecharge(token, CAP)
    const confirmed = await post(`/api/ops/recharges/${id}/confirm`, finance.token, { reference: 'TRF-1' })
    expect(confirmed.statusCode).toBe(200)
    expect((await balancesOf(ctx(), user.id)).balance).toBe(CAP)
  })

  it('a rejected request moves nothing and may be asked again', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    await setCaps(admin.token, { approvalCap: String(CAP) })
    const maker = await buildOperator(ctx(), 'finance')
    const { token, user } = await buildUser(ctx())
    const id = await pendingRecharge(token, CAP * 3)
    const asked = await post(`/api/ops/recharges/${id}/confirm`, maker.token, { reference: 'MAKER-R2' })
    expect(asked.statusCode).toBe(409)
    const approvals = (
      await ctx().call({ method: 'GET', url: '/api/ops/approvals', token: admin.token })
    ).json<{
      data: { id: number; targetId: number }[]
    }>().data
    const approval = approvals.find((a) => a.targetId === id)
    expect((await post(`/api/ops/approvals/${approval?.id}/reject`, admin.token)).statusCode).toBe(200)
    expect((await post(`/api/ops/approvals/${approval?.id}/approve`, admin.token)).statusCode).toBe(409)
    expect((await balancesOf(ctx(), user.id)).balance).toBe(0)
    // Asked again by the admin, approved by the first operator: the money moves.
    expect(
      (await post(`/api/ops/recharges/${id}/confirm`, admin.token, { reference: 'ADMIN-R2' })).statusCode,
    ).toBe(409)
    expect(
      (await post(`/api/ops/recharges/${id}/confirm`, maker.token, { reference: 'MAKER-R3' })).statusCode,
    ).toBe(200)
    expect((await balancesOf(ctx(), user.id)).balance).toBe(CAP * 3)
  })

  it('a withdrawal above the cap is paid only when a second operator completes it', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const maker = await buildOperator(ctx(), 'finance')
    const checker = await buildOperator(ctx(), 'finance')
    const { token, user } = await buildUser(ctx())
    await setCaps(admin.token, { approvalCap: '0' })
    await fundUser(ctx(), user.id, 1_000_000)
    await setCaps(admin.token, { approvalCap: String(CAP) })
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
    const created = await post('/api/withdrawals', token, withdrawalOf(CAP * 2))
    const withdrawalId = created.json<{ data: { id: number } }>().data.id
    expect(withdrawalId).toBeGreaterThan(0)

    const complete = (operatorToken: string, reference: string) =>
      post(`/api/ops/withdrawals/${withdrawalId}/complete`, operatorToken, { reference })
    expect((await complete(maker.token, 'MAKER-W1')).statusCode).toBe(409)
    expect((await balancesOf(ctx(), user.id)).withdraw_hold).toBe(CAP * 2)
    // The second operator's own reference does not replace the first one's.
    const done = await complete(checker.token, 'CHECKER-W1')
    expect(done.json()).toMatchObject({
      code: 200,
      data: { status: 'completed', bankReference: 'MAKER-W1' },
    })
    expect((await balancesOf(ctx(), user.id)).withdraw_hold).toBe(0)
    expect((await complete(maker.token, 'MAKER-W1')).statusCode).toBe(409)
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('refuses a recharge above the maximum when it is declared', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    await setCaps(admin.token, { rechargeMax: '1000000' })
    const { token } = await buildUser(ctx())
    const refused = await post('/api/recharges', token, {
      membershipNumber: 'M-9',
      payerAccount: 'P-9',
      amount: '9999999999999',
      channelId: await anyChannel(ctx()),
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json<{ msg: string }>().msg).toBe('This amount is above the largest recharge allowed.')
    expect(
      (
        await post('/api/recharges', token, {
          membershipNumber: 'M-9',
          payerAccount: 'P-9',
          amount: '1000000',
          channelId: await anyChannel(ctx()),
        })
      ).statusCode,
    ).toBe(200)
    await setCaps(admin.token, { rechargeMax: '0', approvalCap: '0' })
  })
})
