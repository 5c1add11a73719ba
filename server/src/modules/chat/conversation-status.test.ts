import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import type { ChatConversationRow, ChatMessage, DashboardQueues, Page } from '@app/contracts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { seedOperator, seedUsers } from '../../realtime/testing/seed.ts'

type Reply<T> = { code: number; msg: string; data: T }

/**
 * Open and resolved conversations (decision 0056), on both databases: an operator resolves one they
 * have read, the inbox lists open ones by default and resolved ones on asking, the user's next
 * message opens it again, a stale resolve is refused, the unread counts and the menu's badge follow,
 * and each operator step is in the audit log.
 */
describeEachDialect('resolving a support conversation', (ctx) => {
  const post = (url: string, token: string, payload?: object) =>
    ctx().call({ method: 'POST', url, token, ...(payload === undefined ? {} : { payload }) })
  const get = async <T>(url: string, token: string) => {
    const reply = await ctx().call({ method: 'GET', url, token })
    expect(reply.statusCode, reply.body).toBe(200)
    return reply.json<Reply<T>>().data
  }
  const say = async (token: string, text: string) =>
    (await post('/api/chat/messages', token, { clientId: randomUUID(), text })).json<Reply<ChatMessage>>()
      .data
  const inbox = async (token: string, status?: 'open' | 'resolved') =>
    (
      await get<Page<ChatConversationRow>>(
        `/api/ops/chat/conversations${status ? `?status=${status}` : ''}`,
        token,
      )
    ).items
  const badge = async (token: string) =>
    (await get<DashboardQueues>('/api/ops/dashboard/queues', token)).unreadChats

  it('moves a conversation between open and resolved, and the badge with it', async () => {
    const [user] = await seedUsers(ctx().deps.database.db, 1, ctx().clock.now())
    if (!user) throw new Error('no user')
    const support = await seedOperator(ctx().deps.database.db, 'support', ctx().clock.now())
    const first = await say(user.token, 'Where is my recharge?')
    const id = first.conversationId
    const badgeBefore = await badge(support.token)

    const listed = (await inbox(support.token)).find((c) => c.id === id)
    expect(listed).toMatchObject({ status: 'open', unread: 1, resolvedBy: null, resolvedAt: null })

    // Resolving what the operator has read: read with it, out of the open list and off the badge.
    const resolved = await post(`/api/ops/chat/conversations/${id}/resolve`, support.token, {
      upToId: first.id,
    })
    expect(resolved.json()).toMatchObject({
      code: 200,
      data: { status: 'resolved', resolvedBy: support.username, resolvedAt: ctx().clock.now() },
    })
    expect((await inbox(support.token)).some((c) => c.id === id)).toBe(false)
    expect((await inbox(support.token, 'resolved')).find((c) => c.id === id)).toMatchObject({
      status: 'resolved',
      unread: 0,
      resolvedBy: support.username,
    })
    expect(await badge(support.token)).toBe((badgeBefore ?? 0) - 1)

    // Resolving again changes nothing and is not recorded twice.
    expect(
      (await post(`/api/ops/chat/conversations/${id}/resolve`, support.token, { upToId: first.id }))
        .statusCode,
    ).toBe(200)

    // The user writes again: open once more, unread, back on the badge.
    ctx().clock.advance(5)
    const second = await say(user.token, 'Still nothing.')
    expect((await inbox(support.token)).find((c) => c.id === id)).toMatchObject({
      status: 'open',
      unread: 1,
      resolvedBy: null,
    })
    expect((await inbox(support.token, 'resolved')).some((c) => c.id === id)).toBe(false)
    expect(await badge(support.token)).toBe(badgeBefore)

    // A resolve from a screen that had not seen the new message is refused; nothing changes.
    const stale = await post(`/api/ops/chat/conversations/${id}/resolve`, support.token, { upToId: first.id })
    expect(stale.statusCode).toBe(409)
    expect(stale.json<Reply<unknown>>().msg).toBe(
      'The user wrote again after the last message you saw: read it first, then resolve.',
    )
    expect((await inbox(support.token)).find((c) => c.id === id)).toMatchObject({ status: 'open', unread: 1 })

    // An operator's reply keeps it as it is; resolving after reading it works, and so does reopening.
    await post(`/api/ops/chat/conversations/${id}/messages`, support.token, {
      clientId: randomUUID(),
      text: 'On it',
    })
    expect(
      (await post(`/api/ops/chat/conversations/${id}/resolve`, support.token, { upToId: second.id }))
        .statusCode,
    ).toBe(200)
    const reopened = await post(`/api/ops/chat/conversations/${id}/reopen`, support.token)
    expect(reopened.json()).toMatchObject({ data: { status: 'open', resolvedBy: null, resolvedAt: null } })
    expect((await inbox(support.token)).find((c) => c.id === id)).toMatchObject({ status: 'open', unread: 0 })

    const admin = await seedOperator(ctx().deps.database.db, 'admin', ctx().clock.now())
    const audited = await get<Page<{ action: string; operator: string }>>(
      `/api/ops/audit-log?object=conversation:${id}`,
      admin.token,
    )
    expect(audited.items.map((e) => [e.action, e.operator])).toEqual([
      ['chat.reopen', support.username],
      ['chat.resolve', support.username],
      ['chat.resolve', support.username],
    ])
  })

  it('answers 404 for a conversation that is not there, and 400 without the message read up to', async () => {
    const support = await seedOperator(ctx().deps.database.db, 'support', ctx().clock.now())
    expect(
      (await post('/api/ops/chat/conversations/999999/resolve', support.token, { upToId: 1 })).statusCode,
    ).toBe(404)
    expect((await post('/api/ops/chat/conversations/999999/reopen', support.token)).statusCode).toBe(404)
    expect((await post('/api/ops/chat/conversations/1/resolve', support.token, {})).statusCode).toBe(400)
  })
})
