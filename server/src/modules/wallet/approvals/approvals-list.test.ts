import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { anyChannel, buildOperator, buildUser } from '../../../testing/factories.ts'
import { insertRecharge } from '../recharges/recharges.repo.ts'
import { requestApproval } from './approvals.repo.ts'

const CAP = 100_000

describeEachDialect('the list of what waits for a second operator', (ctx) => {
  it('shows a waiting recharge behind 200 requests whose recharges expired meanwhile, and none of those', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const maker = await buildOperator(ctx(), 'finance')
    const { user, token } = await buildUser(ctx())
    const channel = await anyChannel(ctx())
    const now = ctx().clock.now()
    // 200 requests asked above the cap, each recharge expired before a second operator came.
    const stale: number[] = []
    for (let i = 0; i < 200; i++) {
      const { id } = await insertRecharge(ctx().deps.db, {
        user_id: user.id,
        amount: CAP * 2,
        membership_number: `M-${i}`,
        payer_account: `P-${i}`,
        channel_id: channel,
        status: 'expired',
        created_at: now - 3600,
        expires_at: now - 60,
        decided_at: now - 60,
        decided_by: null,
        entry_id: null,
      })
      await requestApproval(ctx().deps.db, {
        action: 'recharge.confirm',
        targetId: id,
        amount: CAP * 2,
        operatorId: maker.id,
        now: now - 3000,
        reference: `OLD-${i}`,
        details: null,
      })
      stale.push(id)
    }
    // A recharge asked now, above the cap, waits behind them.
    const settings = await ctx().call({ method: 'GET', url: '/api/ops/money-settings', token: admin.token })
    const capped = await ctx().call({
      method: 'PUT',
      url: '/api/ops/money-settings',
      token: admin.token,
      payload: { ...settings.json<{ data: Record<string, unknown> }>().data, approvalCap: String(CAP) },
    })
    expect(capped.statusCode).toBe(200)
    const created = await ctx().call({
      method: 'POST',
      url: '/api/recharges',
      token,
      headers: { 'idempotency-key': randomUUID() },
      payload: { membershipNumber: 'M-9', payerAccount: 'P-9', amount: String(CAP * 2), channelId: channel },
    })
    const id = created.json<{ data: { id: number } }>().data.id
    const asked = await ctx().call({
      method: 'POST',
      url: `/api/ops/recharges/${id}/confirm`,
      token: maker.token,
      headers: { 'idempotency-key': randomUUID() },
      payload: { reference: 'NEW-1' },
    })
    expect(asked.statusCode).toBe(409)

    const listed = await ctx().call({ method: 'GET', url: '/api/ops/approvals', token: admin.token })
    const waiting = listed.json<{ data: { action: string; targetId: number; reference: string }[] }>().data
    expect(waiting).toEqual([
      expect.objectContaining({ action: 'recharge.confirm', targetId: id, reference: 'NEW-1' }),
    ])
    expect(waiting.filter((a) => stale.includes(a.targetId))).toEqual([])
  })
})
