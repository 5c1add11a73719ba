import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/each-dialect.ts'
import { balancesOf, buildProduct, buildUser, checkMoney, fundUser } from '../testing/factories.ts'
import { untilSomeoneWaitsOnALock } from '../testing/waits.ts'
import { requestHashOf } from './idempotency.ts'

/**
 * A money request keeps its answer for its key at the end of its own transaction, and that decides
 * the key (decision 0047). Here "the first request" is another connection that has kept an answer
 * for the key and not yet committed: the request runs its effect, waits on the key, and then
 * either finds the first answer (and keeps nothing of its own work) or, when the first rolled
 * back, keeps its own. PostgreSQL only: on SQLite writers never overlap.
 */
describeEachDialect('a request whose key is being answered by another transaction', (ctx) => {
  const ROUTE = 'POST /api/products/:id/buy'
  const BODY = { wallet: 'balance', expectedPrice: '10000' }

  async function buyer() {
    const { token, user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 20_000)
    const productId = await buildProduct(ctx(), { price: '10000', purchaseLimit: 5 })
    const url = `/api/products/${productId}/buy`
    const buy = (key: string) =>
      ctx().call({ method: 'POST', url, token, payload: BODY, headers: { 'idempotency-key': key } })
    return { user, productId, url, buy }
  }

  /** Another connection keeps `body` as the key's answer and holds it uncommitted while `run` goes. */
  async function answeredElsewhere<T>(
    userId: number,
    key: string,
    requestHash: string,
    body: unknown,
    run: () => Promise<T>,
    end: 'commit' | 'rollback',
  ): Promise<T> {
    const other = new pg.Client({ connectionString: ctx().deps.database.url })
    await other.connect()
    try {
      await other.query('begin')
      await other.query(
        `insert into idempotency_keys (user_id, route, idem_key, request_hash, response_status, response_body, created_at)
         values ($1, $2, $3, $4, 200, $5, 0)`,
        [userId, ROUTE, key, requestHash, JSON.stringify(body)],
      )
      const pending = run()
      await untilSomeoneWaitsOnALock(
        ctx().deps.database.url as string,
        'the request, on the key held uncommitted,',
      )
      await other.query(end)
      return await pending
    } finally {
      await other.end()
    }
  }

  it('replays the first answer once it commits, and keeps nothing of its own work (PostgreSQL)', async () => {
    if (ctx().deps.database.dialect !== 'postgres') return
    const { user, productId, url, buy } = await buyer()
    // A real answer of an earlier purchase stands for the first answer of the key.
    const first = (await buy(randomUUID())).json<unknown>()
    const key = randomUUID()
    const late = await answeredElsewhere(
      user.id,
      key,
      requestHashOf(url, BODY),
      first,
      () => buy(key),
      'commit',
    )
    expect(late.statusCode).toBe(200)
    expect(late.headers['idempotent-replayed']).toBe('true')
    expect(late.json()).toEqual(first)
    // Its own purchase rolled back: no second debit, holding or slot.
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 10_000 })
    expect(await purchasesOf(user.id, productId)).toBe(1)
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('refuses with 422 when the first answer was for another body, keeping nothing (PostgreSQL)', async () => {
    if (ctx().deps.database.dialect !== 'postgres') return
    const { user, productId, buy } = await buyer()
    const key = randomUUID()
    const late = await answeredElsewhere(user.id, key, 'another body', {}, () => buy(key), 'commit')
    expect(late.statusCode).toBe(422)
    expect(late.json()).toMatchObject({ data: { error: 'IDEMPOTENCY_MISMATCH' } })
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 20_000 })
    expect(await purchasesOf(user.id, productId)).toBe(0)
  })

  it('keeps its own answer and purchase when the first rolled back (PostgreSQL)', async () => {
    if (ctx().deps.database.dialect !== 'postgres') return
    const { user, productId, url, buy } = await buyer()
    const key = randomUUID()
    const late = await answeredElsewhere(
      user.id,
      key,
      requestHashOf(url, BODY),
      {},
      () => buy(key),
      'rollback',
    )
    expect(late.statusCode).toBe(200)
    expect(late.headers['idempotent-replayed']).toBeUndefined()
    expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 10_000 })
    expect(await purchasesOf(user.id, productId)).toBe(1)
    // The key now replays this answer.
    const again = await buy(key)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(late.json())
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  async function purchasesOf(userId: number, productId: number) {
    const counted = await ctx()
      .deps.db.selectFrom('purchase_counts')
      .select('purchases')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst()
    return counted?.purchases ?? 0
  }
})
