import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import type { ChatConversationRow, ChatUserFacts, Page } from '@app/contracts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { balancesOf, buildOperator, buildUser, fundUser, withdrawalOf } from '../../testing/factories.ts'

type Reply<T> = { code: number; msg: string; data: T }

/**
 * The support inbox's user panel answers "where is my withdrawal?" without leaving the chat: the
 * user's balances from the ledger, what waits, their latest records and who invited them, by name.
 */
describeEachDialect("the support inbox's user panel", (ctx) => {
  const get = async <T>(url: string, token: string) =>
    (await ctx().call({ method: 'GET', url, token })).json<Reply<T>>().data

  it('shows balances, pending requests, recent records and the inviter by name', async () => {
    const inviter = await buildUser(ctx(), { nickname: 'Ana Inviter' })
    const member = await buildUser(ctx(), { invitationCode: inviter.user.invitationCode, nickname: 'Bo' })
    await fundUser(ctx(), member.user.id, 30_000)
    await ctx().call({
      method: 'PUT',
      url: '/api/account/receipt',
      token: member.token,
      payload: { accountNumber: '0011223344', receiverName: 'Bo', method: 'Bank', password: member.password },
    })
    const asked = await ctx().call({
      method: 'POST',
      url: '/api/withdrawals',
      token: member.token,
      payload: withdrawalOf('12000'),
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(asked.statusCode).toBe(200)
    const said = await ctx().call({
      method: 'POST',
      url: '/api/chat/messages',
      token: member.token,
      payload: { clientId: randomUUID(), text: 'Where is my withdrawal?' },
    })
    expect(said.statusCode).toBe(200)

    const support = await buildOperator(ctx(), 'support')
    const inbox = await get<Page<ChatConversationRow>>('/api/ops/chat/conversations', support.token)
    const conversation = inbox.items.find((c) => c.userId === member.user.id)
    expect(conversation).toBeDefined()
    const facts = await get<ChatUserFacts>(
      `/api/ops/chat/conversations/${conversation?.id}/user`,
      support.token,
    )

    const ledger = await balancesOf(ctx(), member.user.id)
    expect(facts).toMatchObject({
      id: member.user.id,
      nickname: 'Bo',
      phone: member.phone,
      inviter: { id: inviter.user.id, nickname: 'Ana Inviter', phone: inviter.phone },
      balances: {
        balance: String(ledger.balance),
        revenue: String(ledger.revenue),
        points: String(ledger.points),
        withdrawHold: String(ledger.withdraw_hold),
      },
    })
    expect(ledger.withdraw_hold).toBe(12_000)
    expect(facts.money.withdrawals).toMatchObject({ pending: 1, pendingAmount: '12000' })
    expect(facts.money.withdrawals.recent.map((w) => [w.amount, w.status, w.accountNumber])).toEqual([
      ['12000', 'pending', '••••3344'],
    ])
    expect(facts.money.recharges).toMatchObject({ pending: 0, pendingAmount: '0' })
    expect(facts.money.recharges.recent.map((r) => [r.amount, r.status])).toEqual([['30000', 'completed']])
    expect(JSON.stringify(facts)).not.toContain('0011223344')
  })
})
