import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import type { DashboardQueues, DashboardReply, LedgerCheckReply } from '@app/contracts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import {
  anyChannel,
  buildOperator,
  buildProduct,
  buildUser,
  fundUser,
  productPrice,
  withdrawalOf,
} from '../../testing/factories.ts'
import { periodStarts } from './dashboard.service.ts'

const HOUR = 3600
const DAY = 86_400

describe('where the dashboard’s periods start', () => {
  it('starts today at 00:00 UTC and the week on Monday 00:00 UTC', () => {
    // 2026-11-25 13:45:00 UTC is a Wednesday.
    const now = Date.UTC(2026, 10, 25, 13, 45) / 1000
    expect(periodStarts(now)).toEqual({
      today: Date.UTC(2026, 10, 25) / 1000,
      week: Date.UTC(2026, 10, 23) / 1000,
    })
    // On a Monday both start together; on a Sunday the week began six days before.
    const monday = Date.UTC(2026, 10, 23) / 1000
    expect(periodStarts(monday)).toEqual({ today: monday, week: monday })
    expect(periodStarts(Date.UTC(2026, 10, 29, 23, 59) / 1000).week).toBe(monday)
  })
})

/**
 * A seeded week: money moved last week, earlier this week and today; the dashboard's figures are
 * what the ledger's entries say for each period (read here from the users' side of the postings,
 * the other side from the one the dashboard sums), and what the seeded steps moved.
 */
describeEachDialect('the operators’ dashboard', (ctx) => {
  let admin: { token: string; username: string }
  let finance: { token: string }
  let support: { token: string }
  const { today, week } = periodStarts(1_790_000_000 + 2 * DAY)

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    ctx().call({ method, url, token, headers: { 'idempotency-key': randomUUID() }, payload })
  const ok = async <T>(pending: ReturnType<typeof call>) => {
    const body = (await pending).json<{ code: number; data: T; msg: string }>()
    if (body.code !== 200) throw new Error(`expected 200: ${JSON.stringify(body)}`)
    return body.data
  }
  const dashboard = (token: string) => ok<DashboardReply>(call('GET', '/api/ops/dashboard', token))

  /** A user with money, a receipt account and a product to buy. */
  async function customer() {
    const user = await buildUser(ctx())
    await fundUser(ctx(), user.user.id, 200_000)
    await ok(
      ctx().call({
        method: 'PUT',
        url: '/api/account/receipt',
        token: user.token,
        payload: {
          accountNumber: '1234567890',
          receiverName: 'Ana Ruiz',
          method: 'Bank',
          password: user.password,
        },
      }),
    )
    return user
  }
  const buy = async (token: string, productId: number) =>
    (
      await ok<{ holdingId: number }>(
        call('POST', `/api/products/${productId}/buy`, token, {
          wallet: 'balance',
          expectedPrice: await productPrice(ctx(), productId),
        }),
      )
    ).holdingId
  const withdraw = (token: string, amount: number) =>
    ok<{ id: number }>(call('POST', '/api/withdrawals', token, withdrawalOf(amount)))
  const askRecharge = async (token: string, amount: number) =>
    ok<{ id: number }>(
      call('POST', '/api/recharges', token, {
        membershipNumber: 'M-1',
        payerAccount: 'P-1',
        amount: String(amount),
        channelId: await anyChannel(ctx()),
      }),
    )

  /**
   * The ledger's own account of a period, from the users' side: the balance a recharge credited,
   * the hold a paid withdrawal released, the wallet a purchase debited, the revenue income credited.
   */
  async function ledgerSays(from: number) {
    const rows = await sql<{ kind: string; account: string; n: number; total: number }>`
      select e.kind, a.kind as account, count(distinct e.id) as n, sum(p.amount) as total
      from journal_entries e join postings p on p.entry_id = e.id join accounts a on a.id = p.account_id
      where e.created_at >= ${from} and a.is_system = 0
      group by e.kind, a.kind`.execute(ctx().deps.db)
    const of = (kind: string, account: string) =>
      rows.rows.find((r) => r.kind === kind && r.account === account) ?? { n: 0, total: 0 }
    const figure = (kind: string, account: string, sign: 1 | -1) => ({
      count: Number(of(kind, account).n),
      amount: String(sign * Number(of(kind, account).total)),
    })
    return {
      recharges: figure('recharge', 'balance', 1),
      withdrawals: figure('withdraw_paid', 'withdraw_hold', -1),
      purchases: figure('purchase', 'balance', -1),
      income: figure('income', 'revenue', 1),
    }
  }

  beforeAll(async () => {
    // Operators' sessions end after 30 idle minutes: each step signs one in at its own time.
    const payOut = async (id: number) =>
      ok(
        call('POST', `/api/ops/withdrawals/${id}/complete`, (await buildOperator(ctx(), 'finance')).token, {
          reference: `TRF-${id}`,
        }),
      )
    const productId = await buildProduct(ctx(), {
      price: '10000',
      earningAmount: '300',
      claimPeriodSeconds: DAY,
    })

    // Last week (Sunday): a customer is funded and buys; none of it is this week's.
    ctx().clock.set(week - HOUR)
    const early = await customer()
    await buy(early.token, productId)

    // Monday: another customer is funded, buys, and a withdrawal is paid out.
    ctx().clock.set(week + HOUR)
    const monday = await customer()
    const mondayHolding = await buy(monday.token, productId)
    const paid = await withdraw(monday.token, 20_000)
    await payOut(paid.id)

    // Today (Wednesday): a third is funded and buys twice; Monday's customer receives two days of
    // income; one withdrawal is paid, one waits (held), a recharge waits, a chat waits.
    ctx().clock.set(today + 5 * HOUR)
    const third = await customer()
    await buy(third.token, productId)
    await buy(third.token, productId)
    await ok(call('POST', `/api/holdings/${mondayHolding}/receive`, monday.token))
    const paidToday = await withdraw(third.token, 15_000)
    await payOut(paidToday.id)
    ctx().clock.advance(60)
    await withdraw(third.token, 7_000)
    ctx().clock.advance(60)
    await askRecharge(third.token, 9_000)
    await askRecharge(monday.token, 4_000)
    await ok(call('POST', '/api/chat/messages', third.token, { clientId: randomUUID(), text: 'Hello?' }))
    ctx().clock.advance(30 * 60)
    admin = await buildOperator(ctx(), 'admin')
    finance = await buildOperator(ctx(), 'finance')
    support = await buildOperator(ctx(), 'support')
  })

  it('shows today’s and this week’s money as the ledger has it, and what was seeded', async () => {
    const board = await dashboard(admin.token)
    const { from: todayFrom, withdrawalFees: _todayFees, ...todayFigures } = board.today!
    const { from: weekFrom, withdrawalFees: weekFees, ...weekFigures } = board.week!
    expect([todayFrom, weekFrom]).toEqual([today, week])
    expect(todayFigures).toEqual(await ledgerSays(today))
    expect(weekFigures).toEqual(await ledgerSays(week))
    // The seeded steps, counted by hand: funding is a confirmed recharge of 200 000 each.
    expect(board.today).toMatchObject({
      recharges: { count: 1, amount: '200000' },
      withdrawals: { count: 1, amount: '15000' },
      withdrawalFees: '300',
      purchases: { count: 2, amount: '20000' },
      income: { count: 1, amount: '600' },
    })
    expect(board.week).toMatchObject({
      recharges: { count: 2, amount: '400000' },
      withdrawals: { count: 2, amount: '35000' },
      purchases: { count: 3, amount: '30000' },
    })
    expect(weekFees).toBe('700')
  })

  it('shows the queues with their oldest item, the money on hold and the unread chats', async () => {
    const board = await dashboard(admin.token)
    expect(board.queues).toEqual({
      recharges: { count: 2, amount: '13000', oldestAt: today + 5 * HOUR + 120 },
      withdrawals: { count: 1, amount: '7000', oldestAt: today + 5 * HOUR + 60 },
      unreadChats: 1,
    })
    const held = await sql<{ total: number }>`
      select sum(p.amount) as total from postings p join accounts a on a.id = p.account_id
      where a.kind = 'withdraw_hold'`.execute(ctx().deps.db)
    expect(board.onHold).toBe(String(held.rows[0]?.total))
    expect(board.onHold).toBe('7000')
  })

  it('keeps the ledger check’s last result once it has run', async () => {
    expect((await dashboard(admin.token)).ledgerCheck).toBeNull()
    const report = await ok<LedgerCheckReply>(call('GET', '/api/ops/ledger/check', admin.token))
    expect(report.ok).toBe(true)
    expect((await dashboard(finance.token)).ledgerCheck).toEqual({
      checkedAt: report.checkedAt,
      ok: true,
      failed: [],
      runBy: admin.username,
    })
  })

  it('keeps one day-total row a purchase, and counts rows kept before that way alike', async () => {
    const db = ctx().deps.db
    const purchasesOn = async (from: number) =>
      (
        await db
          .selectFrom('ledger_day_totals')
          .select(['account', 'shard', 'entries', 'amount'])
          .where('kind', '=', 'purchase')
          .where('day', '=', from / DAY)
          .execute()
      ).map((r) => ({ ...r, entries: Number(r.entries), amount: Number(r.amount) }))
    // Last week's lone purchase: one row, on the sales account, counting it with its price.
    const [sunday] = await purchasesOn(week - DAY)
    expect(await purchasesOn(week - DAY)).toEqual([
      { account: 'system:sales', shard: sunday?.shard, entries: 1, amount: 10_000 },
    ])
    // Today's two, by one user (one shard): one row too.
    const [bought] = await purchasesOn(today)
    expect(await purchasesOn(today)).toEqual([
      { account: 'system:sales', shard: bought?.shard, entries: 2, amount: 20_000 },
    ])
    const before = await dashboard(admin.token)
    // Today's purchases as the moves kept them before (decision 0085): counted under '', the
    // amount on its own row; this week's others stay as kept now.
    await db
      .updateTable('ledger_day_totals')
      .set({ entries: 0 })
      .where('kind', '=', 'purchase')
      .where('day', '=', today / DAY)
      .execute()
    await db
      .insertInto('ledger_day_totals')
      .values({
        day: today / DAY,
        kind: 'purchase',
        account: '',
        shard: bought?.shard ?? 0,
        entries: 2,
        amount: 0,
      })
      .execute()
    const after = await dashboard(admin.token)
    expect([after.today, after.week]).toEqual([before.today, before.week])
    expect(after.today?.purchases).toEqual({ count: 2, amount: '20000' })
    expect(after.week?.purchases).toEqual({ count: 3, amount: '30000' })
    // The check (I14) holds on both ways at once.
    const report = await ok<LedgerCheckReply>(call('GET', '/api/ops/ledger/check', admin.token))
    expect(report.checks.filter((c) => !c.ok)).toEqual([])
  })

  it('shows each role only what its pages show, the badges included', async () => {
    const forSupport = await dashboard(support.token)
    expect(forSupport).toMatchObject({ today: null, week: null, onHold: null, ledgerCheck: null })
    expect(forSupport.queues).toEqual({ recharges: null, withdrawals: null, unreadChats: 1 })
    const badges = (token: string) => ok<DashboardQueues>(call('GET', '/api/ops/dashboard/queues', token))
    expect(await badges(finance.token)).toMatchObject({ unreadChats: null, recharges: { count: 2 } })
    expect(await badges(admin.token)).toEqual((await dashboard(admin.token)).queues)
  })
})
