import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import type { ChatConversationRow, ChatMessage, Page } from '@app/contracts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { seedOperator, seedUsers } from '../../realtime/testing/seed.ts'

type Reply<T> = { code: number; msg: string; data: T }

describeEachDialect('chat over HTTP', (ctx) => {
  const user = async () => (await seedUsers(ctx().deps.database.db, 1, ctx().clock.now()))[0]!
  const operator = (role: 'admin' | 'support' | 'finance' = 'support') =>
    seedOperator(ctx().deps.database.db, role, ctx().clock.now())
  const post = (url: string, token: string, payload: object = {}) =>
    ctx().call({ method: 'POST', url, token, payload })
  const get = async <T>(url: string, token: string) =>
    (await ctx().call({ method: 'GET', url, token })).json<Reply<T>>()
  const say = (token: string, text: string) =>
    post('/api/chat/messages', token, { clientId: randomUUID(), text })

  it('pages the history newest first by keyset, older pages by `before`', async () => {
    const { token } = await user()
    for (let i = 1; i <= 65; i++) {
      ctx().clock.advance(1) // a person's pace, inside the per-user send limit
      await say(token, `message ${i}`)
    }
    const first = await get<Page<ChatMessage>>('/api/chat/messages', token)
    expect(first.data.items).toHaveLength(30)
    expect(first.data.items[0]?.text).toBe('message 65')
    const second = await get<Page<ChatMessage>>(`/api/chat/messages?before=${first.data.next}`, token)
    expect(second.data.items[0]?.text).toBe('message 35')
    const third = await get<Page<ChatMessage>>(`/api/chat/messages?before=${second.data.next}`, token)
    expect(third.data.items.map((m) => m.text)).toEqual([
      'message 5',
      'message 4',
      'message 3',
      'message 2',
      'message 1',
    ])
    expect(third.data.next).toBeNull()
  })

  it('stores concurrent sends once each, ids in order, and fails only the bad one of a batch', async () => {
    const { token } = await user()
    const op = await operator()
    const first = randomUUID()
    const sends = Array.from({ length: 12 }, (_, i) =>
      post('/api/chat/messages', token, {
        clientId: i === 0 || i === 11 ? first : randomUUID(),
        text: `m${i}`,
      }),
    )
    const nowhere = post('/api/ops/chat/conversations/999999/messages', op.token, {
      clientId: randomUUID(),
      text: 'x',
    })
    const replies = await Promise.all(sends)
    expect((await nowhere).statusCode).toBe(404)
    const stored = replies.map((r) => r.json<Reply<ChatMessage>>().data)
    expect(stored[11]).toEqual(stored[0])
    const history = await get<Page<ChatMessage>>('/api/chat/messages', token)
    // Concurrent requests have no order of their own; the history has each once, newest first.
    const texts = history.data.items.map((m) => m.text)
    expect([...texts].sort()).toEqual(
      stored
        .slice(0, 11)
        .map((m) => m.text)
        .sort(),
    )
    const ids = history.data.items.map((m) => m.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
  })

  it("limits a user's sends over HTTP in the database (every process shares it): past 50 in ten seconds, 429 and nothing stored", async () => {
    const { token } = await user()
    const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => say(token, `burst ${i}`)))
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(50)
    expect(statuses.filter((s) => s === 429)).toHaveLength(30)
    const stored = await ctx()
      .deps.database.db.selectFrom('chat_messages')
      .where('text', 'like', 'burst %')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(stored.n)).toBe(50)
    ctx().clock.advance(11)
    expect((await say(token, 'after the burst')).statusCode).toBe(200)
  })

  it('refuses empty and too long messages, and answers a user without a conversation', async () => {
    const { token } = await user()
    expect(await get('/api/chat/messages', token)).toMatchObject({ data: { items: [], next: null } })
    expect((await say(token, '   ')).json()).toMatchObject({ code: 400, data: { field: 'text' } })
    expect((await say(token, 'x'.repeat(2001))).json()).toMatchObject({ code: 400, data: { field: 'text' } })
    expect((await post('/api/chat/messages', token, { clientId: 'short', text: 'hi' })).statusCode).toBe(400)
    expect((await ctx().call({ method: 'GET', url: '/api/chat/unread' })).statusCode).toBe(401)
  })

  it('lists conversations by latest message with unread counts, and reads them', async () => {
    const op = await operator()
    const quiet = await user()
    const busy = await user()
    await say(quiet.token, 'hello?')
    await say(busy.token, 'first')
    await say(busy.token, 'second')
    const inbox = await get<Page<ChatConversationRow>>('/api/ops/chat/conversations', op.token)
    const [top, next] = inbox.data.items
    expect(top).toMatchObject({
      userId: busy.userId,
      unread: 2,
      lastMessagePreview: 'second',
      lastMessageFrom: 'user',
    })
    expect(next).toMatchObject({ userId: quiet.userId, unread: 1, assignedOperatorId: null })
    expect(top?.userPhoneMasked).toMatch(/^\d{3}\*+\d{4}$/)

    const read = await post(`/api/ops/chat/conversations/${top?.id}/read`, op.token, {
      upToId: top?.lastMessageId,
    })
    expect(read.json()).toMatchObject({ data: { count: 0 } })
    const reply = await post(`/api/ops/chat/conversations/${next?.id}/messages`, op.token, {
      clientId: randomUUID(),
      text: 'How can I help?',
    })
    expect(reply.json()).toMatchObject({ data: { from: 'operator', operatorName: op.username } })
    expect(await get('/api/chat/unread', quiet.token)).toMatchObject({ data: { count: 1 } })
    const after = await get<Page<ChatConversationRow>>('/api/ops/chat/conversations', op.token)
    expect(after.data.items[0]).toMatchObject({ id: next?.id, unread: 0, assignedOperatorId: op.operatorId })
  })

  it('assigns conversations, filters the inbox, and shows the user beside it', async () => {
    const admin = await operator('admin')
    const support = await operator('support')
    const { token, userId } = await user()
    const sent = (await say(token, 'assign me')).json<Reply<ChatMessage>>().data
    const id = sent.conversationId
    const assigned = await post(`/api/ops/chat/conversations/${id}/assign`, admin.token, {
      operatorId: support.operatorId,
    })
    expect(assigned.json()).toMatchObject({
      data: { operatorId: support.operatorId, operatorName: support.username },
    })
    const mine = await get<Page<ChatConversationRow>>(
      '/api/ops/chat/conversations?filter=mine',
      support.token,
    )
    expect(mine.data.items.map((c) => c.id)).toContain(id)
    const unassigned = await get<Page<ChatConversationRow>>(
      '/api/ops/chat/conversations?filter=unassigned',
      admin.token,
    )
    expect(unassigned.data.items.map((c) => c.id)).not.toContain(id)
    const finance = await operator('finance')
    expect(
      (
        await post(`/api/ops/chat/conversations/${id}/assign`, admin.token, {
          operatorId: finance.operatorId,
        })
      ).statusCode,
    ).toBe(400)

    const facts = await get(`/api/ops/chat/conversations/${id}/user`, support.token)
    expect(facts).toMatchObject({
      data: { id: userId, vipLevel: 0, frozen: false, joinedAt: ctx().clock.now() },
    })
    const history = await get<Page<ChatMessage>>(`/api/ops/chat/conversations/${id}/messages`, support.token)
    expect(history.data.items).toEqual([sent])
    expect(
      (
        await ctx().call({
          method: 'GET',
          url: '/api/ops/chat/conversations/999999/user',
          token: support.token,
        })
      ).statusCode,
    ).toBe(404)
  })

  it('keeps finance operators and users out of the console chat', async () => {
    const finance = await operator('finance')
    const { token } = await user()
    expect(
      (await ctx().call({ method: 'GET', url: '/api/ops/chat/conversations', token: finance.token }))
        .statusCode,
    ).toBe(403)
    expect((await ctx().call({ method: 'GET', url: '/api/ops/chat/conversations', token })).statusCode).toBe(
      401,
    )
  })

  it('switches presence; a console with the switch on makes customer service online', async () => {
    const op = await operator()
    expect(await get('/api/ops/chat/presence', op.token)).toMatchObject({ data: { mine: false } })
    const on = await post('/api/ops/chat/presence', op.token, { online: true })
    expect(on.json()).toMatchObject({ data: { online: true, mine: true } })
    ctx().clock.advance(31)
    // No console heartbeat for longer than the time-out: offline, though the switch is still on.
    expect(await get('/api/ops/chat/presence', op.token)).toMatchObject({
      data: { online: false, mine: true },
    })
    await post('/api/ops/chat/presence', op.token, { online: false })
    expect((await ctx().call({ method: 'GET', url: '/api/chat/presence' })).json()).toMatchObject({
      data: { online: false },
    })
  })
})
