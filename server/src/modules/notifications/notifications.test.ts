import { randomUUID } from 'node:crypto'
import type { NotificationItem, Page } from '@app/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { inTransaction } from '../../db/transaction.ts'
import { chatUrl, signIn } from '../../realtime/testing/ws-client.ts'
import { moneyLimitsOff } from '../../testing/context.ts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { anyChannel, balancesOf, buildOperator, buildUser, withdrawalOf } from '../../testing/factories.ts'
import { sweepExpired } from '../wallet/index.ts'
import { confirmRechargeIn } from '../wallet/recharges/recharges.service.ts'
import { notificationBusOf, type NotificationEvent } from './notification-events.ts'

type Reply<T> = { code: number; msg: string; data: T }

/**
 * The user's notifications on both databases: written with the event that causes them (a confirmed
 * recharge, a paid or rejected withdrawal, a support reply) and never without it, pushed live over
 * the chat socket, paged newest first, and each user's own: nobody reads or marks another's.
 */
describeEachDialect('notifications', (ctx) => {
  let url = ''
  beforeAll(async () => {
    await ctx().app.listen({ host: '127.0.0.1', port: 0 })
    url = chatUrl((ctx().app.server.address() as { port: number }).port)
  })
  const post = (path: string, token: string, payload?: object) =>
    ctx().call({
      method: 'POST',
      url: path,
      token,
      headers: { 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload }),
    })
  const list = async (token: string, cursor?: string) =>
    (
      await ctx().call({
        method: 'GET',
        url: `/api/notifications${cursor ? `?cursor=${cursor}` : ''}`,
        token,
      })
    ).json<Reply<Page<NotificationItem>>>().data
  const unread = async (token: string) =>
    (await ctx().call({ method: 'GET', url: '/api/notifications/unread', token })).json<
      Reply<{ count: number }>
    >().data.count
  async function pendingRecharge(token: string, amount = '5000') {
    const created = await post('/api/recharges', token, {
      membershipNumber: 'M-7',
      payerAccount: 'P-7',
      amount,
      channelId: await anyChannel(ctx()),
    })
    return created.json<Reply<{ id: number }>>().data.id
  }
  const confirm = (id: number, token: string) =>
    post(`/api/ops/recharges/${id}/confirm`, token, { reference: `BANK-${id}` })

  it('tells the user of a confirmed recharge, live on their socket, once', async () => {
    const { token, user } = await buildUser(ctx())
    const admin = await buildOperator(ctx(), 'admin')
    const id = await pendingRecharge(token, '5000')
    expect(await list(token)).toEqual({ items: [], next: null })
    const { socket } = await signIn(url, token)
    expect((await confirm(id, admin.token)).statusCode).toBe(200)
    const frame = await socket.take('notification')
    expect(frame).toMatchObject({
      unread: 1,
      notification: { type: 'recharge.credited', params: { amount: 5000, rechargeId: id }, read: false },
    })
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 5000 })
    // A second confirmation is refused and tells nobody anything.
    expect((await confirm(id, admin.token)).statusCode).toBe(409)
    const page = await list(token)
    expect(page.items).toEqual([frame.notification])
    expect(await unread(token)).toBe(1)
    await socket.close()
  })

  it('writes nothing and pushes nothing when the confirmation rolls back', async () => {
    const { token, user } = await buildUser(ctx())
    const id = await pendingRecharge(token, '7000')
    const admin = await buildOperator(ctx(), 'admin')
    const bus = notificationBusOf(ctx().deps.database)
    await bus.start()
    const heard: NotificationEvent[] = []
    bus.subscribe((signal) => {
      if (signal.kind === 'notification' && signal.userId === user.id) heard.push(signal)
    })
    const operatorId = admin.id
    const failed = inTransaction(ctx().deps.database, async (tx) => {
      await confirmRechargeIn(
        { ...ctx().deps, db: tx },
        { rechargeId: id, operatorId, reference: 'BANK-RB1' },
      )
      throw new Error('the bank step failed after the credit')
    })
    await expect(failed).rejects.toThrow('the bank step failed')
    expect(await list(token)).toEqual({ items: [], next: null })
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 0 })
    // The same confirmation, committed: the row and the push both come, the push after the commit.
    expect((await confirm(id, admin.token)).statusCode).toBe(200)
    await expect.poll(() => heard.length).toBe(1)
    expect(heard[0]!.notification).toMatchObject({ type: 'recharge.credited', params: { amount: 7000 } })
    expect((await list(token)).items).toHaveLength(1)
  })

  it('tells of a paid and of a rejected withdrawal with the amounts the user reads', async () => {
    const { token } = await buildUser(ctx())
    const admin = await buildOperator(ctx(), 'admin')
    await confirm(await pendingRecharge(token, '100000'), admin.token)
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
    const create = async (amount: string) =>
      (await post('/api/withdrawals', token, withdrawalOf(amount))).json<Reply<{ id: number }>>().data.id
    const paid = await create('10000')
    const rejected = await create('2000')
    expect(
      (await post(`/api/ops/withdrawals/${paid}/complete`, admin.token, { reference: 'TRF-1' })).statusCode,
    ).toBe(200)
    await post(`/api/ops/withdrawals/${rejected}/reject`, admin.token, { reason: 'Name does not match' })
    const items = (await list(token)).items
    expect(items.map((n) => [n.type, n.params])).toEqual([
      ['withdrawal.rejected', { amount: 2000, withdrawalId: rejected }],
      ['withdrawal.paid', { amount: 9800, withdrawalId: paid }],
      // The first receipt account is news too (no cool-down in this context: 0 hours).
      ['receipt.saved', { accountEnd: '7890', hours: 0 }],
      ['recharge.credited', { amount: 100000, rechargeId: expect.any(Number) }],
    ])
    // Completing the rejected one fails; no notification comes of it.
    expect(
      (await post(`/api/ops/withdrawals/${rejected}/complete`, admin.token, { reference: 'TRF-2' }))
        .statusCode,
    ).toBe(409)
    expect((await list(token)).items).toHaveLength(4)

    // One not paid in time comes back by the sweep, which tells of it; a cancel by the user does not.
    ctx().clock.advance(24 * 3600)
    const late = await create('3000')
    const cancelled = await create('1500')
    expect((await post(`/api/withdrawals/${cancelled}/cancel`, token)).statusCode).toBe(200)
    ctx().clock.advance(72 * 3600)
    expect(await sweepExpired(ctx().deps)).toMatchObject({ withdrawals: 1 })
    const [expired, ...rest] = (await list(token)).items
    expect([expired?.type, expired?.params]).toEqual([
      'withdrawal.expired',
      { amount: 3000, withdrawalId: late },
    ])
    expect(rest).toHaveLength(4)
  })

  it('tells of a support reply once until it is read, not once per message', async () => {
    const { token } = await buildUser(ctx())
    const support = await buildOperator(ctx(), 'support')
    const sent = await post('/api/chat/messages', token, {
      clientId: randomUUID(),
      text: 'Where is my money?',
    })
    const conversationId = sent.json<Reply<{ conversationId: number }>>().data.conversationId
    const reply = (text: string) =>
      post(`/api/ops/chat/conversations/${conversationId}/messages`, support.token, {
        clientId: randomUUID(),
        text,
      })
    expect((await reply('Looking into it.')).statusCode).toBe(200)
    expect((await reply('Found it.')).statusCode).toBe(200)
    const first = await list(token)
    expect(first.items.map((n) => n.type)).toEqual(['support.reply'])
    await post(`/api/notifications/${first.items[0]!.id}/read`, token)
    const last = await reply('It is paid.')
    expect((await list(token)).items.map((n) => [n.type, n.read])).toEqual([
      ['support.reply', false],
      ['support.reply', true],
    ])
    // Reading the conversation up to the last answer is seeing what the notice tells of.
    await post('/api/chat/read', token, { upToId: last.json<Reply<{ id: number }>>().data.id })
    expect(await unread(token)).toBe(0)
  })

  it('above the approval cap tells of the credit when the second operator approves, not before', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const maker = await buildOperator(ctx(), 'finance')
    const settings = async (changes: object = {}) => {
      const url = '/api/ops/money-settings'
      const current = (await ctx().call({ method: 'GET', url, token: admin.token })).json<
        Reply<Record<string, unknown>>
      >().data
      const saved = await ctx().call({
        method: 'PUT',
        url,
        token: admin.token,
        payload: { ...current, ...changes },
      })
      expect(saved.statusCode).toBe(200)
      return current
    }
    const before = await settings({ approvalCap: '10000' })
    const { token } = await buildUser(ctx())
    const id = await pendingRecharge(token, '20000')
    expect((await confirm(id, maker.token)).statusCode).toBe(409)
    expect(await list(token)).toEqual({ items: [], next: null })
    const approvals = (
      await ctx().call({ method: 'GET', url: '/api/ops/approvals', token: admin.token })
    ).json<Reply<{ id: number; targetId: number; action: string }[]>>().data
    const approval = approvals.find((a) => a.action === 'recharge.confirm' && a.targetId === id)
    expect((await post(`/api/ops/approvals/${approval?.id}/approve`, admin.token)).statusCode).toBe(200)
    expect((await list(token)).items.map((n) => [n.type, n.params.amount])).toEqual([
      ['recharge.credited', 20000],
    ])
    // Back to off for the other tests (turning it off over HTTP takes a second admin).
    await moneyLimitsOff(ctx().deps.db)
    expect(before.approvalCap).toBe('0')
  })

  describe('each user reads and marks only their own', () => {
    it('lists, counts and marks per user; another user’s id is not found and stays unread', async () => {
      const admin = await buildOperator(ctx(), 'admin')
      const ana = await buildUser(ctx())
      const ben = await buildUser(ctx())
      await confirm(await pendingRecharge(ana.token, '1000'), admin.token)
      await confirm(await pendingRecharge(ana.token, '2000'), admin.token)
      await confirm(await pendingRecharge(ben.token, '3000'), admin.token)
      const anas = (await list(ana.token)).items
      const [bens] = (await list(ben.token)).items
      expect(anas.map((n) => n.params.amount)).toEqual([2000, 1000])
      expect(bens!.params.amount).toBe(3000)
      expect(await unread(ana.token)).toBe(2)

      const foreign = await post(`/api/notifications/${bens!.id}/read`, ana.token)
      expect(foreign.statusCode).toBe(404)
      expect(await unread(ben.token)).toBe(1)
      expect((await post('/api/notifications/999999/read', ana.token)).statusCode).toBe(404)

      const marked = await post(`/api/notifications/${anas[1]!.id}/read`, ana.token)
      expect(marked.json()).toMatchObject({ code: 200, data: { count: 1 } })
      expect((await list(ana.token)).items.map((n) => n.read)).toEqual([false, true])
      expect((await post('/api/notifications/read-all', ana.token)).json()).toMatchObject({
        data: { count: 0 },
      })
      expect(await unread(ana.token)).toBe(0)
      // Ana's "all" was hers only.
      expect(await unread(ben.token)).toBe(1)
      expect((await ctx().call({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401)
    })

    it('keeps the stored unread count equal to the unread rows through every kind of mark', async () => {
      const admin = await buildOperator(ctx(), 'admin')
      const { user, token } = await buildUser(ctx())
      const rowsUnread = async () =>
        Number(
          (
            await ctx()
              .deps.db.selectFrom('notifications')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('user_id', '=', user.id)
              .where('read_at', 'is', null)
              .executeTakeFirstOrThrow()
          ).n,
        )
      const agrees = async (expected: number) => {
        expect(await unread(token)).toBe(expected)
        expect(await rowsUnread()).toBe(expected)
      }
      for (const amount of ['1000', '2000', '3000'])
        await confirm(await pendingRecharge(token, amount), admin.token)
      await agrees(3)
      const [newest] = (await list(token)).items
      await post(`/api/notifications/${newest!.id}/read`, token)
      // Marking it again changes nothing, the count included.
      await post(`/api/notifications/${newest!.id}/read`, token)
      await agrees(2)
      await post('/api/notifications/read-all', token)
      await agrees(0)
      await post('/api/notifications/read-all', token)
      await agrees(0)
      await confirm(await pendingRecharge(token, '4000'), admin.token)
      await agrees(1)
    })

    it('pages newest first by a cursor, with nothing twice and nothing left out', async () => {
      const admin = await buildOperator(ctx(), 'admin')
      const { token } = await buildUser(ctx())
      for (let i = 1; i <= 23; i++) {
        // At most five recharges may wait at once: confirm each as it is made.
        await confirm(await pendingRecharge(token, String(1000 + i)), admin.token)
      }
      const first = await list(token)
      expect(first.items).toHaveLength(20)
      expect(first.next).not.toBeNull()
      const second = await list(token, first.next!)
      expect(second.next).toBeNull()
      const amounts = [...first.items, ...second.items].map((n) => n.params.amount)
      expect(amounts).toEqual(Array.from({ length: 23 }, (_, i) => 1023 - i))
      // A malformed cursor shows the list from the top.
      expect((await list(token, 'nonsense')).items[0]!.params.amount).toBe(1023)
    })
  })
})
