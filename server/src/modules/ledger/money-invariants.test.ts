import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { beforeAll, expect, it } from 'vitest'
import { inTransaction, type Tx } from '../../db/transaction.ts'
import { codeKey } from '../../lib/tokens.ts'
import { moneyChecks } from '../../money-checks.ts'
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
import { createRedemptionCodes } from '../redeem/index.ts'
import { createRecharge } from '../wallet/index.ts'
import { checkLedger } from './invariants.service.ts'
import { postEntry } from './ledger.service.ts'
import { addToDayTotals, dayOf, shardOf } from './totals.repo.ts'

/**
 * The checker covers all of docs/money.md: on data made by the services every invariant holds, and each
 * fixture below breaks exactly one of them (I3 over history, I7, I8, I9; I14 in `totals-check.test.ts`),
 * which the checker names.
 * A fixture runs in a transaction that is rolled back after the check, so the next starts clean.
 */
describeEachDialect('the money checker over every invariant', (ctx) => {
  let admin: { token: string; id: number }
  let user: Awaited<ReturnType<typeof buildUser>>
  let code = ''

  const post = (url: string, token: string, payload?: object) =>
    ctx().call({ method: 'POST', url, token, headers: { 'idempotency-key': randomUUID() }, payload })
  const ok = <T>(response: { json: <R>() => R }) => {
    const body = response.json<{ code: number; data: T; msg: string }>()
    if (body.code !== 200) throw new Error(`expected 200: ${JSON.stringify(body)}`)
    return body.data
  }

  /** The ids of the report's failing lines, as the console gets it. */
  const failingOverHttp = async () => {
    const report = (
      await ctx().call({ method: 'GET', url: '/api/ops/ledger/check', token: admin.token })
    ).json<{
      data: { ok: boolean; checks: { id: string; ok: boolean; detail: string }[] }
    }>().data
    return report.checks.filter((c) => !c.ok).map((c) => c.id)
  }

  /**
   * Applies `fixture`, runs every check on what it left, and rolls it all back. I5 is left out here:
   * it tries a change in a transaction of its own, which cannot open inside this one.
   */
  async function failingAfter(fixture: (tx: Tx) => Promise<unknown>) {
    let failing: { id: string; detail: string }[] = []
    await inTransaction(ctx().deps.database, async (tx) => {
      await fixture(tx)
      const report = await checkLedger(
        { db: tx, clock: ctx().clock },
        moneyChecks.filter((c) => c.id !== 'I5'),
      )
      failing = report.checks.filter((c) => !c.ok)
      throw new RolledBack()
    }).catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error
    })
    return failing
  }

  /**
   * A hand-written adjustment's header, counted in its day's totals as the ledger counts every entry
   * (so I14 holds and a fixture breaks only what it means to).
   */
  async function adjustmentCounted(tx: Tx, reference: string) {
    const at = ctx().clock.now()
    const row = { kind: 'adjustment', reference, user_id: user.user.id, actor: 'test', reason: reference }
    const entry = await tx
      .insertInto('journal_entries')
      .values({ ...row, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    const day = { day: dayOf(at), kind: 'adjustment', account: '', shard: shardOf(user.user.id) }
    await addToDayTotals(tx, [{ ...day, entries: 1, amount: 0 }])
    return entry
  }

  beforeAll(async () => {
    admin = await buildOperator(ctx(), 'admin')
    user = await buildUser(ctx())
    await fundUser(ctx(), user.user.id, 100_000)
    await ctx().call({
      method: 'PUT',
      url: '/api/account/receipt',
      token: user.token,
      payload: {
        accountNumber: '1234567890',
        receiverName: 'Ana Ruiz',
        method: 'Bank',
        password: user.password,
      },
    })
    // Three withdrawals: one paid out, one rejected (money back), one still pending (held).
    const ids: number[] = []
    for (let i = 0; i < 3; i++)
      ids.push(ok<{ id: number }>(await post('/api/withdrawals', user.token, withdrawalOf(2000))).id)
    ok(await post(`/api/ops/withdrawals/${ids[0]}/complete`, admin.token, { reference: 'TRF-0001' }))
    ok(await post(`/api/ops/withdrawals/${ids[1]}/reject`, admin.token, { reason: 'wrong account' }))
    // A recharge left pending, and a code redeemed twice by two users.
    const channelId = await anyChannel(ctx())
    await inTransaction(ctx().deps.database, (tx) =>
      createRecharge(
        { ...ctx().deps, db: tx },
        {
          userId: user.user.id,
          recharge: { amount: '700', membershipNumber: 'M-1', payerAccount: 'P-1', channelId },
        },
      ),
    )
    ;[code = ''] = await createRedemptionCodes(ctx().deps, {
      batch: {
        count: 1,
        reward: 'balance',
        amount: '300',
        maxUses: 5,
        perUserLimit: 1,
        expiresAt: ctx().clock.now() + 86_400,
        note: 'check',
      },
      operatorId: admin.id,
    })
    const other = await buildUser(ctx())
    ok(await post('/api/redeem', user.token, { code }))
    ok(await post('/api/redeem', other.token, { code }))
    const product = await buildProduct(ctx())
    ok(
      await post(`/api/products/${product}/buy`, user.token, {
        wallet: 'balance',
        expectedPrice: await productPrice(ctx(), product),
      }),
    )
  })

  it('reports every invariant of docs/money.md, and all hold on data the services made', async () => {
    const report = (
      await ctx().call({ method: 'GET', url: '/api/ops/ledger/check', token: admin.token })
    ).json<{
      data: { ok: boolean; checks: { id: string; ok: boolean }[] }
    }>().data
    expect(new Set(report.checks.map((c) => c.id))).toEqual(
      new Set(['I1', 'I2', 'I3', 'I4', 'I5', 'I6', 'I7', 'I8', 'I9', 'I10', 'I11', 'I13', 'I14']),
    )
    expect(report.checks.filter((c) => !c.ok)).toEqual([])
    expect(report.ok).toBe(true)
  })

  it('I7: a pending withdrawal marked rejected without returning its hold', async () => {
    const db = ctx().deps.database.db
    const pending = await db
      .selectFrom('withdrawals')
      .select('id')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow()
    await db.updateTable('withdrawals').set({ status: 'rejected' }).where('id', '=', pending.id).execute()
    try {
      expect(await failingOverHttp()).toEqual(['I7'])
    } finally {
      await db.updateTable('withdrawals').set({ status: 'pending' }).where('id', '=', pending.id).execute()
    }
    expect(await failingOverHttp()).toEqual([])
  })

  it('I7: a settled withdrawal whose money moved into the wrong wallet', async () => {
    const failing = await failingAfter((tx) =>
      tx.updateTable('withdrawals').set({ wallet: 'revenue' }).where('status', '=', 'rejected').execute(),
    )
    expect(failing.map((c) => c.id)).toEqual(['I7'])
  })

  it('I8: a recharge marked completed that was never credited', async () => {
    const failing = await failingAfter((tx) =>
      tx.updateTable('recharges').set({ status: 'completed' }).where('status', '=', 'pending').execute(),
    )
    expect(failing.map((c) => c.id)).toEqual(['I8'])
  })

  it("I8: a stored recharge total (what VIP levels read) that is not the ledger's", async () => {
    const failing = await failingAfter((tx) =>
      tx
        .updateTable('users')
        .set({ recharge_total: sql<number>`recharge_total + 1` })
        .where('id', '=', user.user.id)
        .execute(),
    )
    expect(failing.map((c) => c.id)).toEqual(['I8'])
    expect(failing[0]?.detail).toContain(`user ${user.user.id} stores a recharge total`)
  })

  it('I8: a credit entry for a recharge that is not completed', async () => {
    const failing = await failingAfter(async (tx) => {
      const pending = await tx
        .selectFrom('recharges')
        .select(['id', 'amount'])
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow()
      await postEntry(
        { db: tx },
        {
          kind: 'recharge',
          reference: `recharge:${pending.id}`,
          userId: user.user.id,
          actor: 'test',
          reason: 'credited early',
          now: ctx().clock.now(),
          lines: [
            { account: { system: 'world' }, amount: -pending.amount },
            { account: { user: user.user.id, kind: 'balance' }, amount: pending.amount },
          ],
        },
      )
    })
    expect(failing.map((c) => c.id)).toEqual(['I8'])
  })

  it('I9: a use counted without a redemption entry', async () => {
    const failing = await failingAfter((tx) =>
      tx
        .updateTable('redemption_codes')
        .set({ uses: sql`uses + 1` })
        .where('code', '=', codeKey(code))
        .execute(),
    )
    expect(failing.map((c) => c.id)).toEqual(['I9'])
  })

  it('I9: a user over the per-user limit', async () => {
    const failing = await failingAfter(async (tx) => {
      await tx
        .updateTable('redemption_user_counts')
        .set({ uses: 2 })
        .where('user_id', '=', user.user.id)
        .execute()
      // The entry the second use would have made, so only the limit is broken.
      await postEntry(
        { db: tx },
        {
          kind: 'redeem',
          reference: `redeem:${codeKey(code)}:u${user.user.id}:2`,
          userId: user.user.id,
          actor: 'test',
          reason: 'twice',
          now: ctx().clock.now(),
          lines: [
            { account: { system: 'rewards' }, amount: -300 },
            { account: { user: user.user.id, kind: 'balance' }, amount: 300 },
          ],
        },
      )
      await tx
        .updateTable('redemption_codes')
        .set({ uses: sql`uses + 1` })
        .where('code', '=', codeKey(code))
        .execute()
    })
    expect(failing.map((c) => c.id)).toEqual(['I9'])
    expect(failing[0]?.detail).toMatch(/limit 1/)
  })

  it('I3 over history: an account that went below zero and back within one entry', async () => {
    // Balance and stored sums stay right (I1, I2 hold); only a moment in history was negative.
    const failing = await failingAfter(async (tx) => {
      const account = await tx
        .selectFrom('accounts')
        .select(['id', 'balance'])
        .where('code', '=', `user:${user.user.id}:revenue`)
        .executeTakeFirstOrThrow()
      const entry = await adjustmentCounted(tx, 'test:dip')
      const row = (amount: number, after: number) => ({
        entry_id: entry.id,
        account_id: account.id,
        user_id: user.user.id,
        amount,
        balance_after: after,
        created_at: ctx().clock.now(),
      })
      await tx
        .insertInto('postings')
        .values([row(-500, account.balance - 500), row(500, account.balance)])
        .execute()
    })
    expect(failing.map((c) => c.id)).toEqual(['I3'])
    expect(failing[0]?.detail).toMatch(/recorded as -500/)
  })

  it('I3 over history: a balance after that is not the one before plus the amount', async () => {
    const failing = await failingAfter(async (tx) => {
      const account = await tx
        .selectFrom('accounts')
        .select(['id', 'balance'])
        .where('code', '=', `user:${user.user.id}:balance`)
        .executeTakeFirstOrThrow()
      const entry = await adjustmentCounted(tx, 'test:skew')
      const row = (amount: number, after: number) => ({
        entry_id: entry.id,
        account_id: account.id,
        user_id: user.user.id,
        amount,
        balance_after: after,
        created_at: ctx().clock.now(),
      })
      await tx
        .insertInto('postings')
        .values([row(7, account.balance + 8), row(-7, account.balance)])
        .execute()
    })
    expect(failing.map((c) => c.id)).toEqual(['I3'])
  })
})

class RolledBack extends Error {}
