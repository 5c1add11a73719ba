import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import {
  anyChannel,
  balancesOf,
  buildOperator,
  buildUser,
  checkMoney,
  withdrawalOf,
} from '../../../testing/factories.ts'
import { parseCsv } from '../../../testing/csv.ts'
import { recordAudit } from '../../audit/index.ts'

/**
 * The exports an auditor asks for, on both databases: the recharge, withdrawal and ledger files of
 * a date range agree with the stored facts and the ledger check, a user's text that a spreadsheet
 * would run comes out as text, and every export is in the audit log.
 */
describeEachDialect('the CSV exports', (ctx) => {
  const post = (url: string, token: string, payload?: object) =>
    ctx().call({
      method: 'POST',
      url,
      token,
      headers: { 'idempotency-key': randomUUID() },
      ...(payload ? { payload } : {}),
    })
  const download = (url: string, token: string, query: Record<string, string>) =>
    ctx().call({ method: 'GET', url, token, query })

  /** One user's day: a confirmed and a pending recharge, a completed and a pending withdrawal. */
  async function userDay(finance: string) {
    const { token, user } = await buildUser(ctx())
    const channelId = await anyChannel(ctx())
    const recharge = (amount: string) =>
      post('/api/recharges', token, { membershipNumber: '@SUM(A1)', payerAccount: '=1+2', amount, channelId })
    const confirmed = (await recharge('5000')).json<{ data: { id: number } }>().data.id
    await post(`/api/ops/recharges/${confirmed}/confirm`, finance, { reference: 'TRF-55/01' })
    await recharge('1200')
    await ctx().call({
      method: 'PUT',
      url: '/api/account/receipt',
      token,
      payload: {
        accountNumber: '1234563344',
        receiverName: '=HYPERLINK("x")',
        method: 'Bank',
        password: 'secret12',
      },
    })
    const paid = (await post('/api/withdrawals', token, withdrawalOf('3000'))).json<{
      data: { id: number }
    }>()
    const reference = { reference: '-12 #TRF' }
    expect((await post(`/api/ops/withdrawals/${paid.data.id}/complete`, finance, reference)).statusCode).toBe(
      200,
    )
    await post('/api/withdrawals', token, withdrawalOf('1500'))
    return user.id
  }

  const range = () => ({
    from: String(ctx().clock.now() - 3600),
    to: String(ctx().clock.now() + 86_400),
    tz: 'Asia/Tokyo',
  })

  it('writes the withdrawals of a range as stored, neutralising a receiver name that starts with =', async () => {
    const finance = await buildOperator(ctx(), 'finance')
    const userId = await userDay(finance.token)
    const reply = await download('/api/ops/withdrawals/export', finance.token, range())
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="withdrawals-\d{4}-\d{2}-\d{2}-/,
    )
    expect(reply.body.startsWith('\uFEFFID,Created,User ID,Phone,Wallet,Amount,Fee,')).toBe(true)
    const { header, rows } = parseCsv(reply.body)
    const mine = rows.filter((r) => r[header.indexOf('User ID')] === String(userId))
    const cell = (row: string[], name: string) => row[header.indexOf(name)]
    expect(
      mine.map((r) => [cell(r, 'Amount'), cell(r, 'Fee'), cell(r, 'Amount to receive'), cell(r, 'Status')]),
    ).toEqual([
      ['30.00', '0.60', '29.40', 'completed'],
      ['15.00', '0.30', '14.70', 'pending'],
    ])
    for (const row of mine) {
      expect(cell(row, 'Receiver name')).toBe(`'=HYPERLINK("x")`)
      expect(cell(row, 'Currency')).toBe('$')
      expect(cell(row, 'Created')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    }
    expect(cell(mine[0] ?? [], 'Decided by')).toBe(finance.username)
    // The operator's bank reference is text too: one that starts with - is written safely.
    expect(mine.map((r) => cell(r, 'Bank reference'))).toEqual(["'-12 #TRF", ''])
    // The pending rows of the whole file are the queue's pending sum, which the holds equal (I7).
    const summary = (
      await ctx().call({ method: 'GET', url: '/api/ops/withdrawals/summary', token: finance.token })
    ).json<{ data: { pendingAmount: string } }>().data
    const pendingMinor = rows
      .filter((r) => cell(r, 'Status') === 'pending')
      .reduce((sum, r) => sum + Math.round(Number(cell(r, 'Amount')) * 100), 0)
    expect(String(pendingMinor)).toBe(summary.pendingAmount)
    expect((await checkMoney(ctx())).ok).toBe(true)

    const logged = await ctx().call({
      method: 'GET',
      url: '/api/ops/audit-log',
      token: (await buildOperator(ctx(), 'admin')).token,
      query: { action: 'export.withdrawals' },
    })
    const entry = logged.json<{ data: { items: { operator: string; target: string; after: unknown }[] } }>()
      .data.items[0]
    expect(entry).toMatchObject({
      operator: finance.username,
      target: 'withdrawals',
      after: { from: Number(range().from), tz: 'Asia/Tokyo', rows: rows.length, complete: true },
    })
  })

  it('writes the recharges of a range with user text as text and amounts as numbers', async () => {
    const finance = await buildOperator(ctx(), 'finance')
    const userId = await userDay(finance.token)
    const { header, rows } = parseCsv(
      (await download('/api/ops/recharges/export', finance.token, range())).body,
    )
    const mine = rows.filter((r) => r[header.indexOf('User ID')] === String(userId))
    const cell = (row: string[], name: string) => row[header.indexOf(name)]
    expect(mine.map((r) => [cell(r, 'Amount'), cell(r, 'Status'), cell(r, 'Payer account')])).toEqual([
      ['50.00', 'completed', "'=1+2"],
      ['12.00', 'pending', "'=1+2"],
    ])
    expect(mine.map((r) => cell(r, 'Membership number'))).toEqual(["'@SUM(A1)", "'@SUM(A1)"])
    expect(mine.map((r) => cell(r, 'Bank reference'))).toEqual(['TRF-55/01', ''])
  })

  it("writes the ledger's postings: the whole file sums to zero, a user's to their balances", async () => {
    const finance = await buildOperator(ctx(), 'finance')
    const userId = await userDay(finance.token)
    const whole = parseCsv((await download('/api/ops/ledger/export', finance.token, range())).body)
    const sums = new Map<string, number>()
    const col = (name: string) => whole.header.indexOf(name)
    for (const row of whole.rows) {
      const unit = row[col('Currency')] ?? ''
      const minor =
        unit === 'points' ? Number(row[col('Amount')]) : Math.round(Number(row[col('Amount')]) * 100)
      sums.set(unit, (sums.get(unit) ?? 0) + minor)
    }
    expect(sums.get('$')).toBe(0)
    expect(whole.rows.some((r) => (r[col('Amount')] ?? '').startsWith('-'))).toBe(true)
    expect((await checkMoney(ctx())).ok).toBe(true)

    const own = parseCsv(
      (await download(`/api/ops/users/${userId}/ledger/export`, finance.token, range())).body,
    )
    const byAccount = new Map<string, number>()
    for (const row of own.rows)
      byAccount.set(
        row[col('Account')] ?? '',
        (byAccount.get(row[col('Account')] ?? '') ?? 0) + Math.round(Number(row[col('Amount')]) * 100),
      )
    const balances = await balancesOf(ctx(), userId)
    expect(byAccount.get(`user:${userId}:balance`)).toBe(balances.balance)
    expect(byAccount.get(`user:${userId}:withdraw_hold`)).toBe(balances.withdraw_hold)
  })

  it('answers a bad range with a clear 400 and a role without the right with 403', async () => {
    const finance = await buildOperator(ctx(), 'finance')
    const now = ctx().clock.now()
    const refusal = async (query: Record<string, string>) =>
      (await download('/api/ops/ledger/export', finance.token, query)).json<{ code: number; msg: string }>()
    expect(await refusal({})).toMatchObject({ code: 400, msg: 'Please choose a start and an end date.' })
    expect(await refusal({ from: String(now), to: String(now - 1) })).toMatchObject({
      code: 400,
      msg: 'The start date must be before the end date.',
    })
    expect(await refusal({ from: String(now - 400 * 86_400), to: String(now) })).toMatchObject({
      code: 400,
      msg: 'Please choose a date range of at most 366 days.',
    })
    expect(await refusal({ from: String(now - 60), to: String(now), tz: 'Mars/Olympus' })).toMatchObject({
      code: 400,
      msg: 'The time zone is not known.',
    })
    const support = await buildOperator(ctx(), 'support')
    for (const url of ['/api/ops/ledger/export', '/api/ops/withdrawals/export', '/api/ops/audit-log/export'])
      expect((await download(url, support.token, range())).statusCode).toBe(403)
    expect((await download('/api/ops/audit-log/export', finance.token, range())).statusCode).toBe(403)
  })

  it('reads a file longer than one page page by page: every row once, in order', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const now = ctx().clock.now()
    // 1,234 entries: two full keyset pages of 500 and a short one.
    for (let i = 0; i < 1234; i++)
      await recordAudit(ctx().deps.db, {
        operatorId: admin.id,
        action: 'outbox.read',
        target: `sms_outbox:${i}`,
        before: null,
        after: { texts: i },
        now,
      })
    const { rows } = parseCsv(
      (
        await download('/api/ops/audit-log/export', admin.token, {
          ...range(),
          operator: String(admin.id),
          action: 'outbox.read',
        })
      ).body,
    )
    expect(rows.map((r) => r[4])).toEqual(Array.from({ length: 1234 }, (_, i) => `sms_outbox:${i}`))
    const ids = rows.map((r) => Number(r[0]))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
  })

  it('exports the audit log readable, the stored facts after it, with the export itself recorded after it', async () => {
    const admin = await buildOperator(ctx(), 'admin')
    const made = await post('/api/ops/operators', admin.token, {
      username: 'eq.night',
      password: 'a-strong-password',
      role: 'support',
    })
    expect(made.statusCode).toBe(200)
    const reply = await download('/api/ops/audit-log/export', admin.token, {
      ...range(),
      action: 'operator.create',
    })
    const { header, rows } = parseCsv(reply.body)
    expect(header).toEqual([
      'ID',
      'Time',
      'Operator',
      'Action',
      'Object',
      'Changes',
      'Before (as stored)',
      'After (as stored)',
    ])
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r[3] === 'operator.create')).toBe(true)
    const created = rows.find((r) => (r[7] ?? '').includes('"username":"eq.night"'))
    // The changes read as the console's do: each field from nothing to what it became.
    expect(created?.[5]).toContain('username: — → eq.night')
    expect(created?.[5]).toContain('role: — → support')
    expect(created?.[5]).not.toContain('{')

    const logged = await ctx().call({
      method: 'GET',
      url: '/api/ops/audit-log',
      token: admin.token,
      query: { action: 'export.audit-log', operator: String(admin.id) },
    })
    expect(logged.json<{ data: { items: unknown[] } }>().data.items[0]).toMatchObject({
      target: 'audit_log',
      after: { action: 'operator.create', rows: rows.length, complete: true },
    })

    // Amounts in minor units read in the site's currency; what someone typed stays inert text.
    await recordAudit(ctx().deps.db, {
      operatorId: admin.id,
      action: 'withdrawal.reject',
      target: 'withdrawal:77',
      before: { status: 'pending' },
      after: { status: 'rejected', returned: 9800, reason: '=HYPERLINK("x")' },
      now: ctx().clock.now(),
    })
    const rejected = parseCsv(
      (await download('/api/ops/audit-log/export', admin.token, { ...range(), object: 'withdrawal:77' }))
        .body,
    ).rows[0]
    expect(rejected?.[5]).toBe(
      'status: pending → rejected; returned: — → $98.00; reason: — → =HYPERLINK("x")',
    )
    expect(rejected?.[6]).toBe('{"status":"pending"}')
  })
})
