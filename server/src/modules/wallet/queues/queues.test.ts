import { expect, it } from 'vitest'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { anyChannel, buildOperator, buildUser } from '../../../testing/factories.ts'
import { insertRecharge } from '../recharges/recharges.repo.ts'

type Row = {
  id: number
  userId: number
  phone: string
  nickname: string
  createdAt: number
  amount: string
  status: string
}
type Page = { items: Row[]; next: string | null }
const DAY = 86_400

/**
 * The console's recharge queue at volume, on both databases: every filter (user, phone, amount,
 * reference, date range) narrows it, the counts per status match what the tabs list, and keyset
 * pages in either age order show every matching row exactly once, ties of time included.
 */
describeEachDialect('the console queue: search, filters, counts and keyset paging', (ctx) => {
  const get = async <T>(url: string, token: string) => {
    const response = await ctx().call({ method: 'GET', url, token })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<{ data: T }>().data
  }
  /** Every row of a query, following `next` to the end, and how many pages it took. */
  async function all(query: string, token: string) {
    const rows: Row[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const url = `/api/ops/recharges?${query}${cursor === null ? '' : `&cursor=${cursor}`}`
      const page: Page = await get<Page>(url, token)
      rows.push(...page.items)
      cursor = page.next
      pages++
    } while (cursor !== null && pages < 100)
    return { rows, pages }
  }

  let finance = { token: '' }
  const users: { id: number; phone: string; nickname: string }[] = []
  /** What was seeded, to compare each answer with. */
  const seeded: { id: number; user: number; at: number; amount: number; status: string; payer: string }[] = []
  const start = 1_800_000_000

  it('seeds 75 recharges over ten days, three users, statuses and amounts, with ties of time', async () => {
    finance = await buildOperator(ctx(), 'finance')
    for (let i = 0; i < 3; i++) {
      const nickname = `Queue User ${i}`
      const { user, phone } = await buildUser(ctx(), { nickname })
      users.push({ id: user.id, phone, nickname })
    }
    const channel = await anyChannel(ctx())
    const statuses = ['pending', 'pending', 'completed', 'error', 'expired'] as const
    for (let i = 0; i < 75; i++) {
      // Three rows share each time: the cursor must tell them apart by id.
      const at = start + Math.floor(i / 3) * (DAY / 3)
      const status = statuses[i % 5] ?? 'pending'
      const user = users[i % 3]?.id ?? 0
      const amount = [10_000, 25_000, 50_000][i % 3 === 0 ? 0 : (i % 7) % 3] ?? 10_000
      const payer = `PAYER-${i}`
      const row = await insertRecharge(ctx().deps.db, {
        user_id: user,
        amount,
        membership_number: `M-${i}`,
        payer_account: payer,
        channel_id: channel,
        status,
        created_at: at,
        // Far in the future: the queue shows them as they are, not as expired by time.
        expires_at: 4_000_000_000,
        decided_at: status === 'pending' ? null : at + 60,
        decided_by: null,
        entry_id: null,
      })
      seeded.push({ id: row.id, user, at, amount, status, payer })
    }
    expect(seeded).toHaveLength(75)
  })

  const ids = (rows: { id: number }[]) => rows.map((r) => r.id)
  const oldestFirst = (a: (typeof seeded)[number], b: (typeof seeded)[number]) => a.at - b.at || a.id - b.id

  it('pages the pending tab oldest first, each row once, in (created, id) order', async () => {
    const expected = seeded.filter((r) => r.status === 'pending').sort(oldestFirst)
    const { rows, pages } = await all('status=pending&order=oldest', finance.token)
    expect(ids(rows)).toEqual(ids(expected))
    expect(pages).toBe(2)
  })

  it("names each row's user by phone and nickname, as the console shows them", async () => {
    const { rows } = await all('status=completed', finance.token)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      const user = users.find((u) => u.id === row.userId)
      expect({ phone: row.phone, nickname: row.nickname }).toEqual({
        phone: user?.phone,
        nickname: user?.nickname,
      })
    }
  })

  it('pages newest first just as well, and a malformed cursor starts from the top', async () => {
    const expected = seeded.filter((r) => r.status === 'pending').sort((a, b) => oldestFirst(b, a))
    const { rows } = await all('status=pending&order=newest', finance.token)
    expect(ids(rows)).toEqual(ids(expected))
    const top = await get<Page>('/api/ops/recharges?status=pending&order=newest&cursor=12', finance.token)
    expect(ids(top.items)).toEqual(ids(expected).slice(0, 20))
  })

  it('narrows to a date range: from inclusive, to exclusive, paged to the end', async () => {
    const from = start + 2 * DAY
    const to = start + 6 * DAY
    const expected = seeded.filter((r) => r.at >= from && r.at < to).sort(oldestFirst)
    expect(expected.length).toBeGreaterThan(20)
    const { rows } = await all(`order=oldest&from=${from}&to=${to}`, finance.token)
    expect(ids(rows)).toEqual(ids(expected))
  })

  it('finds by user id, by phone, by amount and by reference, and combines them', async () => {
    const [first, second] = users
    if (!first || !second) throw new Error('no users')
    const byUser = seeded.filter((r) => r.user === second.id).sort(oldestFirst)
    expect(ids((await all(`order=oldest&userId=${second.id}`, finance.token)).rows)).toEqual(ids(byUser))
    expect(ids((await all(`order=oldest&phone=${second.phone}`, finance.token)).rows)).toEqual(ids(byUser))
    // A phone of another user than the one asked for, or of nobody, matches nothing.
    expect((await all(`userId=${first.id}&phone=${second.phone}`, finance.token)).rows).toEqual([])
    expect((await all('phone=5559999999', finance.token)).rows).toEqual([])

    const byAmount = seeded.filter((r) => r.amount === 25_000 && r.status === 'pending').sort(oldestFirst)
    expect(byAmount.length).toBeGreaterThan(0)
    const found = await all('status=pending&order=oldest&amount=25000', finance.token)
    expect(ids(found.rows)).toEqual(ids(byAmount))

    const one = seeded[40]
    if (!one) throw new Error('no row')
    expect(ids((await all(`reference=${one.payer}`, finance.token)).rows)).toEqual([one.id])
    expect(ids((await all(`reference=M-40`, finance.token)).rows)).toEqual([one.id])
    expect(
      (await all(`reference=${one.payer}&userId=${users.find((u) => u.id !== one.user)?.id}`, finance.token))
        .rows,
    ).toEqual([])
  })

  it('counts each status as the tabs list it, under the same filters', async () => {
    const [, second] = users
    if (!second) throw new Error('no users')
    const from = start + DAY
    const to = start + 8 * DAY
    const counts = await get<{ counts: { status: string; count: number; more: boolean }[] }>(
      `/api/ops/recharges/counts?userId=${second.id}&from=${from}&to=${to}`,
      finance.token,
    )
    for (const { status, count, more } of counts.counts) {
      const listed = await all(`status=${status}&userId=${second.id}&from=${from}&to=${to}`, finance.token)
      const expected = seeded.filter(
        (r) => r.status === status && r.user === second.id && r.at >= from && r.at < to,
      )
      expect({ status, count, more }).toEqual({ status, count: expected.length, more: false })
      expect(listed.rows).toHaveLength(expected.length)
    }
    expect(counts.counts.map((c) => c.status)).toEqual([
      'pending',
      'completed',
      'expired',
      'cancelled',
      'error',
    ])
  })

  it('refuses malformed filters with a short message, and support may not read the queue', async () => {
    const cases: [string, string][] = [
      ['userId=abc', 'Enter a user ID: a whole number.'],
      ['phone=12ab', 'Please enter a valid phone number.'],
      ['amount=12.50', 'Please enter a valid amount.'],
      [`reference=${'x'.repeat(65)}`, 'Enter a reference of 1 to 64 characters.'],
      ['from=200&to=100', 'The start date must be before the end date.'],
      ['from=yesterday', 'Please choose a start and an end date.'],
    ]
    for (const [query, msg] of cases) {
      for (const path of ['/api/ops/recharges', '/api/ops/recharges/counts', '/api/ops/withdrawals']) {
        const refused = await ctx().call({ method: 'GET', url: `${path}?${query}`, token: finance.token })
        expect(refused.statusCode, `${path}?${query}`).toBe(400)
        expect(refused.json<{ msg: string }>().msg).toBe(msg)
      }
    }
    const support = await buildOperator(ctx(), 'support')
    const refused = await ctx().call({
      method: 'GET',
      url: '/api/ops/recharges/counts',
      token: support.token,
    })
    expect(refused.statusCode).toBe(403)
  })
})
