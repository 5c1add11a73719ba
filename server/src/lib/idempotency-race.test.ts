import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/each-dialect.ts'
import { balancesOf, buildProduct, buildUser, checkMoney, fundUser } from '../testing/factories.ts'

/**
 * On PostgreSQL a request takes its key's lock and reads the key's stored answer in one statement
 * (decision 0045), so the read may miss an answer committed just before the lock was taken. The
 * request then runs its effect, and must not keep it: storing its own answer meets the first one.
 */
describeEachDialect('an answer stored for the key after the request looked', (ctx) => {
  it('is refused as still in progress, and nothing of its work is kept (PostgreSQL)', async () => {
    const { database } = ctx().deps
    if (database.dialect !== 'postgres') return
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 20_000)
    const productId = await buildProduct(ctx(), { price: '10000', purchaseLimit: 5 })
    const buy = (key: string) =>
      ctx().call({
        method: 'POST',
        url: `/api/products/${productId}/buy`,
        token,
        payload: { wallet: 'balance', expectedPrice: '10000' },
        headers: { 'idempotency-key': key },
      })
    expect((await buy(randomUUID())).statusCode).toBe(200)

    // Another transaction holds the user's purchase counter, so the next purchase waits inside its
    // statement, after its key was read and found empty; meanwhile an answer for its key commits.
    const other = new pg.Client({ connectionString: database.url })
    await other.connect()
    try {
      await other.query('begin')
      await other.query('select 1 from purchase_counts where user_id = $1 and product_id = $2 for update', [
        user.id,
        productId,
      ])
      const key = randomUUID()
      const pending = buy(key)
      for (let waited = 0; ; waited += 20) {
        const waiting = await other.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        )
        if (Number(waiting.rows[0]?.n) > 0) break
        if (waited > 10_000) throw new Error('the purchase never waited on the counter')
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      await other.query(
        `insert into idempotency_keys (user_id, route, idem_key, request_hash, response_status, response_body, created_at)
         values ($1, 'POST /api/products/:id/buy', $2, 'the first request', 200, '{}', 0)`,
        [user.id, key],
      )
      await other.query('commit')

      const late = await pending
      expect(late.statusCode).toBe(409)
      expect(late.json()).toMatchObject({ data: { error: 'IDEMPOTENCY_IN_PROGRESS' } })
    } finally {
      await other.end()
    }
    // Only the first purchase: no second debit, holding or slot.
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 10_000 })
    const counted = await ctx()
      .deps.db.selectFrom('purchase_counts')
      .select('purchases')
      .where('user_id', '=', user.id)
      .executeTakeFirst()
    expect(counted?.purchases).toBe(1)
    expect((await checkMoney(ctx())).ok).toBe(true)
  })
})
