import { randomUUID } from 'node:crypto'
import type { ChatConversationRow, ChatLinkRow, ChatRequestMark, Page } from '@app/contracts'
import { beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator, buildUser, fundUser, withdrawalOf } from '../../testing/factories.ts'

type Reply<T> = { code: number; msg: string; data: T }
type Operator = Awaited<ReturnType<typeof buildOperator>>

/**
 * "Where is my withdrawal?": the operator links the conversation to that user's withdrawal (never
 * another user's), sees it beside the messages with its amount and status, and the queue marks it.
 */
describeEachDialect("a conversation linked to its user's money requests", (ctx) => {
  let support: Operator
  let admin: Operator

  beforeAll(async () => {
    support = await buildOperator(ctx(), 'support')
    admin = await buildOperator(ctx(), 'admin')
  })

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx().call({ method, url, token, ...(payload ? { payload } : {}) })

  /** A user with funds, a receipt account, a pending withdrawal and a conversation. */
  async function userWithWithdrawal(amount: string) {
    const user = await buildUser(ctx())
    await fundUser(ctx(), user.user.id, 30_000)
    await call('PUT', '/api/account/receipt', user.token, {
      accountNumber: '0011223344',
      receiverName: 'Ana',
      method: 'Bank',
      password: user.password,
    })
    const asked = await ctx().call({
      method: 'POST',
      url: '/api/withdrawals',
      token: user.token,
      payload: withdrawalOf(amount),
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(asked.statusCode).toBe(200)
    const withdrawalId = asked.json<Reply<{ id: number }>>().data.id
    await call('POST', '/api/chat/messages', user.token, {
      clientId: randomUUID(),
      text: 'Where is my money?',
    })
    const inbox = await call('GET', '/api/ops/chat/conversations', support.token)
    const row = inbox
      .json<Reply<Page<ChatConversationRow>>>()
      .data.items.find((c) => c.userId === user.user.id)
    if (!row) throw new Error('no conversation')
    return { user, withdrawalId, conversationId: row.id }
  }

  it('links the user’s withdrawal once, shows it, marks it in the queue, and unlinks it; all audited', async () => {
    const { withdrawalId, conversationId } = await userWithWithdrawal('12000')
    const url = `/api/ops/chat/conversations/${conversationId}/links`

    const linked = await call('POST', url, support.token, { kind: 'withdrawal', requestId: withdrawalId })
    expect(linked.statusCode).toBe(200)
    const link = linked.json<Reply<ChatLinkRow>>().data
    expect(link).toMatchObject({
      conversationId,
      kind: 'withdrawal',
      requestId: withdrawalId,
      amount: '12000',
      status: 'pending',
      linkedBy: support.username,
    })
    // Linking it again answers the same link.
    const again = await call('POST', url, admin.token, { kind: 'withdrawal', requestId: withdrawalId })
    expect(again.json<Reply<ChatLinkRow>>().data.id).toBe(link.id)
    expect((await call('GET', url, support.token)).json<Reply<ChatLinkRow[]>>().data).toEqual([link])

    const marks = await call(
      'GET',
      `/api/ops/chat/request-links?kind=withdrawal&ids=${withdrawalId},999999`,
      support.token,
    )
    expect(marks.json<Reply<ChatRequestMark[]>>().data).toEqual([{ requestId: withdrawalId, conversationId }])
    const noRecharge = await call(
      'GET',
      `/api/ops/chat/request-links?kind=recharge&ids=${withdrawalId}`,
      support.token,
    )
    expect(noRecharge.json<Reply<ChatRequestMark[]>>().data).toEqual([])

    expect((await call('DELETE', `/api/ops/chat/links/${link.id}`, support.token)).statusCode).toBe(200)
    expect((await call('GET', url, support.token)).json<Reply<ChatLinkRow[]>>().data).toEqual([])
    const gone = await call('DELETE', `/api/ops/chat/links/${link.id}`, support.token)
    expect([gone.statusCode, gone.json<Reply<null>>().msg]).toEqual([404, 'Not found.'])

    const audit = await call('GET', `/api/ops/audit-log?q=withdrawal:${withdrawalId}`, admin.token)
    const entries = audit.json<Reply<Page<{ action: string; target: string; after: unknown }>>>().data.items
    expect(entries.filter((e) => e.action.startsWith('chat-link.')).map((e) => [e.action, e.target])).toEqual(
      [
        ['chat-link.remove', `withdrawal:${withdrawalId}`],
        ['chat-link.add', `withdrawal:${withdrawalId}`],
      ],
    )
  })

  it('refuses another user’s request and one that does not exist, by name, and links nothing', async () => {
    const mine = await userWithWithdrawal('11000')
    const theirs = await userWithWithdrawal('13000')
    const url = `/api/ops/chat/conversations/${mine.conversationId}/links`

    const other = await call('POST', url, support.token, {
      kind: 'withdrawal',
      requestId: theirs.withdrawalId,
    })
    expect([other.statusCode, other.json<Reply<null>>().msg]).toEqual([
      400,
      `Withdrawal #${theirs.withdrawalId} is another user's.`,
    ])
    const missing = await call('POST', url, support.token, { kind: 'recharge', requestId: 999_999 })
    expect([missing.statusCode, missing.json<Reply<null>>().msg]).toEqual([
      404,
      'There is no recharge #999999.',
    ])
    const badKind = await call('POST', url, support.token, { kind: 'order', requestId: 1 })
    expect([badKind.statusCode, badKind.json<Reply<null>>().msg]).toEqual([
      400,
      'The field kind is not valid.',
    ])
    const noConversation = await call('POST', '/api/ops/chat/conversations/999999/links', support.token, {
      kind: 'withdrawal',
      requestId: mine.withdrawalId,
    })
    expect(noConversation.statusCode).toBe(404)
    expect((await call('GET', url, support.token)).json<Reply<ChatLinkRow[]>>().data).toEqual([])

    const finance = await buildOperator(ctx(), 'finance')
    const refused = await call('POST', url, finance.token, {
      kind: 'withdrawal',
      requestId: mine.withdrawalId,
    })
    expect(refused.statusCode).toBe(403)
  })
})
