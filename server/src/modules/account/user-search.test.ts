import { randomUUID } from 'node:crypto'
import type {
  HoldingView,
  OpsReceiptChange,
  OpsUserMoneyRequests,
  OpsUserRow,
  OpsUserSession,
  OpsUserView,
  Page,
} from '@app/contracts'
import { beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import {
  anyChannel,
  balancesOf,
  buildOperator,
  buildProduct,
  buildUser,
  fundUser,
  productPrice,
  withdrawalOf,
} from '../../testing/factories.ts'

type Reply<T> = { code: number; msg: string; data: T }
type Operator = Awaited<ReturnType<typeof buildOperator>>

describeEachDialect('finding a user and reading their page in the console', (ctx) => {
  let support: Operator
  let finance: Operator
  let admin: Operator
  // A run-unique stem, so names made by other tests in the same database never match.
  const stem = `Zq${process.pid % 1000}`

  beforeAll(async () => {
    support = await buildOperator(ctx(), 'support')
    finance = await buildOperator(ctx(), 'finance')
    admin = await buildOperator(ctx(), 'admin')
  })

  const get = async <T>(url: string, token: string) => {
    const response = await ctx().call({ method: 'GET', url, token })
    return { status: response.statusCode, body: response.body, reply: response.json<Reply<T>>() }
  }
  const search = async (q: string, cursor?: string, token = support.token) => {
    const query = new URLSearchParams({ q, ...(cursor ? { cursor } : {}) })
    return (await get<Page<OpsUserRow>>(`/api/ops/users?${query}`, token)).reply.data
  }
  const post = (url: string, token: string, payload: object) =>
    ctx().call({ method: 'POST', url, token, payload, headers: { 'idempotency-key': randomUUID() } })

  it('finds a user by member number, phone, invitation code and nickname, exact before prefix', async () => {
    const anna = await buildUser(ctx(), { nickname: `${stem}Anna` })
    const annabel = await buildUser(ctx(), { nickname: `${stem}Annabel` })
    const other = await buildUser(ctx(), { nickname: `${stem}Bo` })

    // Member number: the id, with or without "#".
    for (const q of [String(anna.user.id), `#${anna.user.id}`]) {
      const [first] = (await search(q)).items
      expect(first).toMatchObject({ id: anna.user.id, matchedBy: 'member', nickname: `${stem}Anna` })
    }
    // Phone: the whole number, or its first digits (spaces and dashes typed with it are dropped).
    expect((await search(anna.phone)).items.map((u) => [u.id, u.matchedBy])).toEqual([
      [anna.user.id, 'phone'],
    ])
    const spaced = `${anna.phone.slice(0, 4)} ${anna.phone.slice(4, 8)}-`
    const byPrefix = (await search(spaced)).items
    expect(byPrefix.every((u) => u.matchedBy === 'phone' && u.phone.startsWith(anna.phone.slice(0, 8)))).toBe(
      true,
    )
    expect(byPrefix.map((u) => u.id)).toContain(anna.user.id)
    // Invitation code: exact in any case, or its first characters.
    const code = anna.user.invitationCode
    expect((await search(code.toLowerCase())).items.map((u) => [u.id, u.matchedBy])).toEqual([
      [anna.user.id, 'code'],
    ])
    expect((await search(code.slice(0, 5))).items.map((u) => u.id)).toContain(anna.user.id)
    // Nickname: the exact name first, then the names it begins, in order; other names not at all.
    const names = (await search(`${stem}Ann`)).items
    expect(names.map((u) => [u.id, u.matchedBy])).toEqual([
      [anna.user.id, 'nickname'],
      [annabel.user.id, 'nickname'],
    ])
    expect((await search(`${stem}Anna`)).items.map((u) => u.id)).toEqual([anna.user.id, annabel.user.id])
    // In any case (decision 0043).
    expect((await search(`${stem}annA`)).items.map((u) => u.id)).toEqual([anna.user.id, annabel.user.id])
    expect((await search(`${stem}Bo`)).items.map((u) => u.id)).toEqual([other.user.id])
    // A line carries what the list shows: balances from the ledger, VIP, status.
    expect(names[0]).toMatchObject({
      phone: anna.phone,
      invitationCode: code,
      frozen: false,
      vipLevel: 0,
      balances: { balance: '0', revenue: '0', points: '0', withdrawHold: '0' },
    })
    // Nothing found, and text that is none of the keys, answer an empty page, never an error.
    expect(await search(`${stem}Nobody`)).toEqual({ items: [], next: null })
    expect(await search('%_\\\'"; drop')).toEqual({ items: [], next: null })
    const long = await get(`/api/ops/users?q=${'a'.repeat(65)}`, support.token)
    expect(long.reply).toMatchObject({ code: 400, msg: 'Search for at most 64 characters.' })
  })

  it('lists each user once, under the first key that finds them', async () => {
    const digits = `${Date.now() % 100_000_000}`.padStart(8, '7')
    const phoneLike = await buildUser(ctx(), { phone: `3${digits}`, nickname: `3${digits}` })
    const found = (await search(`3${digits}`)).items
    expect(found.map((u) => [u.id, u.matchedBy])).toEqual([[phoneLike.user.id, 'phone']])
  })

  it('pages through matches with a cursor, and through every user when nothing is typed', async () => {
    const made: number[] = []
    for (let i = 0; i < 23; i++) {
      made.push((await buildUser(ctx(), { nickname: `${stem}Page${String(i).padStart(2, '0')}` })).user.id)
    }
    const first = await search(`${stem}Page`)
    expect(first.items).toHaveLength(20)
    expect(first.next).not.toBeNull()
    const second = await search(`${stem}Page`, first.next ?? undefined)
    expect(second.next).toBeNull()
    expect([...first.items, ...second.items].map((u) => u.id)).toEqual(made)

    const all = await search('')
    expect(all.items).toHaveLength(20)
    expect(all.items.every((u) => u.matchedBy === null)).toBe(true)
    const next = await search('', all.next ?? undefined)
    const ids = [...all.items, ...next.items].map((u) => u.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(new Set(ids).size).toBe(ids.length)
    // A cursor the server did not make shows the list from the top, and one made up from another
    // text finds nothing outside the prefix.
    expect((await search(`${stem}Page`, 'nonsense')).items.map((u) => u.id)).toEqual(made.slice(0, 20))
    const forged = (await search(`${stem}Page`, 'nickname.1.A')).items
    expect(forged.every((u) => u.nickname.startsWith(`${stem}Page`))).toBe(true)
  })

  it("shows a user's page: inviter by name, balances from the ledger, holdings, sessions, money requests", async () => {
    const inviter = await buildUser(ctx(), { nickname: `${stem}Inviter` })
    const member = await buildUser(ctx(), {
      invitationCode: inviter.user.invitationCode,
      nickname: `${stem}M`,
    })
    const id = member.user.id
    await fundUser(ctx(), id, 50_000)
    const productId = await buildProduct(ctx())
    const bought = await post(`/api/products/${productId}/buy`, member.token, {
      wallet: 'balance',
      expectedPrice: await productPrice(ctx(), productId),
    })
    expect(bought.statusCode).toBe(200)
    await ctx().call({
      method: 'PUT',
      url: '/api/account/receipt',
      token: member.token,
      payload: {
        accountNumber: '0011223344',
        receiverName: 'Ana Ruiz',
        method: 'Bank',
        password: member.password,
      },
    })
    expect((await post('/api/withdrawals', member.token, withdrawalOf('10000'))).statusCode).toBe(200)
    const channelId = await anyChannel(ctx())
    const recharge = { membershipNumber: 'M-9', payerAccount: 'P-9', amount: '7000', channelId }
    expect((await post('/api/recharges', member.token, recharge)).statusCode).toBe(200)

    const view = (await get<OpsUserView>(`/api/ops/users/${id}`, support.token)).reply.data
    expect(view.inviter).toEqual({ id: inviter.user.id, phone: inviter.phone, nickname: `${stem}Inviter` })
    const ledger = await balancesOf(ctx(), id)
    expect(view.balances).toEqual({
      balance: String(ledger.balance),
      revenue: String(ledger.revenue),
      points: String(ledger.points),
      withdrawHold: String(ledger.withdraw_hold),
    })
    expect(ledger.withdraw_hold).toBe(10_000)

    const holdings = (
      await get<Page<HoldingView>>(`/api/ops/users/${id}/holdings/page?filter=running`, support.token)
    ).reply.data
    expect(holdings.items.map((h) => h.productId)).toEqual([productId])
    const expired = (
      await get<Page<HoldingView>>(`/api/ops/users/${id}/holdings/page?filter=expired`, support.token)
    ).reply.data
    expect(expired.items).toEqual([])

    const sessions = (await get<Page<OpsUserSession>>(`/api/ops/users/${id}/sessions`, support.token)).reply
      .data
    expect(sessions.items).toHaveLength(1)
    expect(sessions.items[0]).toMatchObject({ live: true, endedAt: null, signedInAt: ctx().clock.now() })
    expect(sessions.items[0]?.ip).toMatch(/^10\.\d+\.\d+\.x$/)

    const money = (await get<OpsUserMoneyRequests>(`/api/ops/users/${id}/money-requests`, finance.token))
      .reply.data
    expect(money.recharges).toMatchObject({ pending: 1, pendingAmount: '7000' })
    expect(money.recharges.recent.map((r) => [r.amount, r.status])).toEqual([
      ['7000', 'pending'],
      ['50000', 'completed'],
    ])
    expect(money.withdrawals).toMatchObject({ pending: 1, pendingAmount: String(ledger.withdraw_hold) })

    const team = await get<{ levels: { count: number }[] }>(
      `/api/ops/users/${inviter.user.id}/team`,
      support.token,
    )
    expect(team.reply.data.levels[0]?.count).toBe(1)

    for (const missing of ['holdings/page', 'sessions', 'money-requests', 'receipt-history']) {
      expect((await get(`/api/ops/users/999999/${missing}`, admin.token)).status).toBe(404)
    }
  })

  it('masks receipt account numbers everywhere in the console, and keeps their history', async () => {
    const member = await buildUser(ctx(), { nickname: `${stem}Masked` })
    const save = (accountNumber: string) =>
      ctx().call({
        method: 'PUT',
        url: '/api/account/receipt',
        token: member.token,
        payload: { accountNumber, receiverName: 'Ana Ruiz', method: 'Bank', password: member.password },
      })
    expect((await save('0011223344')).statusCode).toBe(200)
    ctx().clock.advance(60)
    expect((await save('5566778899')).statusCode).toBe(200)
    await fundUser(ctx(), member.user.id, 50_000)
    ctx().clock.advance(ctx().deps.env.receiptCooldownHours * 3600 + 1)
    expect((await post('/api/withdrawals', member.token, withdrawalOf('10000'))).statusCode).toBe(200)
    // The operators' sessions idled out while the cool-down ran: they sign in again.
    support = await buildOperator(ctx(), 'support')
    finance = await buildOperator(ctx(), 'finance')
    admin = await buildOperator(ctx(), 'admin')

    const id = member.user.id
    const reads = [
      `/api/ops/users/${id}`,
      `/api/ops/users/${id}/receipt-history`,
      `/api/ops/users/${id}/money-requests`,
    ]
    for (const operator of [support, finance, admin]) {
      for (const url of reads) {
        const { status, body } = await get(url, operator.token)
        expect(status).toBe(200)
        expect(body).not.toContain('0011223344')
        expect(body).not.toContain('5566778899')
      }
    }
    const view = (await get<OpsUserView>(`/api/ops/users/${id}`, support.token)).reply.data
    expect(view.receiptAccount?.accountNumber).toBe('••••8899')
    const history = (await get<Page<OpsReceiptChange>>(`/api/ops/users/${id}/receipt-history`, support.token))
      .reply.data
    expect(history.items.map((c) => c.accountNumber)).toEqual(['••••8899', '••••3344'])
    expect(history.items[1]).toMatchObject({ receiverName: 'Ana Ruiz', method: 'Bank' })
    expect(history.items[0]!.savedAt - history.items[1]!.savedAt).toBe(60)
    const money = (await get<OpsUserMoneyRequests>(`/api/ops/users/${id}/money-requests`, support.token))
      .reply.data
    expect(money.withdrawals.recent.map((w) => w.accountNumber)).toEqual(['••••8899'])
  })

  it('lets each role read what its work needs, and no user at all', async () => {
    const member = await buildUser(ctx())
    const id = member.user.id
    const status = async (url: string, token: string) => (await get(url, token)).status
    for (const operator of [support, finance, admin]) {
      expect(await status(`/api/ops/users?q=${id}`, operator.token)).toBe(200)
      expect(await status(`/api/ops/users/${id}/money-requests`, operator.token)).toBe(200)
      expect(await status(`/api/ops/users/${id}/receipt-history`, operator.token)).toBe(200)
      expect(await status(`/api/ops/users/${id}/holdings/page`, operator.token)).toBe(200)
    }
    // Where a user signs in from is for those who answer users, like their team.
    expect(await status(`/api/ops/users/${id}/sessions`, support.token)).toBe(200)
    expect(await status(`/api/ops/users/${id}/sessions`, admin.token)).toBe(200)
    expect(await status(`/api/ops/users/${id}/sessions`, finance.token)).toBe(403)
    expect(await status(`/api/ops/users/${id}/team`, finance.token)).toBe(403)
    for (const url of [
      `/api/ops/users?q=${id}`,
      `/api/ops/users/${id}/sessions`,
      `/api/ops/users/${id}/money-requests`,
    ]) {
      expect([401, 403]).toContain(await status(url, member.token))
    }
  })
})
