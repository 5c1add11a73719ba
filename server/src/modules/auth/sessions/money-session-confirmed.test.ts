import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { ACCOUNT_INFO } from '@app/contracts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { balancesOf, buildProduct, buildUser, checkMoney, fundUser } from '../../../testing/factories.ts'
import { TOUCH_EVERY_SECONDS } from './sessions.repo.ts'

/**
 * A money request may take its caller's session from those this process found live a moment ago;
 * the request's own transaction confirms it (decision 0047). The sessions here are ended straight
 * in the table, as another process (a sign-out everywhere, an operator freezing the account) would
 * end them without this one being told.
 */
describeEachDialect('a money request confirms its session in its own transaction', (ctx) => {
  const buy = (token: string, productId: number, key = randomUUID()) =>
    ctx().call({
      method: 'POST',
      url: `/api/products/${productId}/buy`,
      token,
      payload: { wallet: 'balance', expectedPrice: '100' },
      headers: { 'idempotency-key': key },
    })
  const sessionOf = async (userId: number) =>
    ctx()
      .deps.db.selectFrom('sessions')
      .select(['id', 'last_seen_at', 'idle_until'])
      .where('subject_kind', '=', 'user')
      .where('subject_id', '=', userId)
      .executeTakeFirstOrThrow()
  const holdingsOf = async (userId: number) =>
    (await ctx().deps.db.selectFrom('holdings').select('id').where('user_id', '=', userId).execute()).length
  const keysOf = async (userId: number) =>
    (
      await ctx()
        .deps.db.selectFrom('idempotency_keys')
        .select('idem_key')
        .where('user_id', '=', userId)
        .execute()
    ).length

  /** A user who has just bought once: this process now holds the session as live. */
  async function buyerWithOnePurchase() {
    const buyer = await buildUser(ctx())
    await fundUser(ctx(), buyer.user.id, 10_000)
    const productId = await buildProduct(ctx(), { price: '100', purchaseLimit: 100 })
    expect((await buy(buyer.token, productId)).statusCode).toBe(200)
    return { ...buyer, productId }
  }

  /** Nothing of the refused request was written: one holding, one key, 100 taken. */
  async function expectOnlyTheFirstPurchase(userId: number) {
    expect(await holdingsOf(userId)).toBe(1)
    expect(await keysOf(userId)).toBe(1)
    expect(await balancesOf(ctx(), userId)).toMatchObject({ balance: 9_900 })
  }

  it('refuses a session signed out elsewhere with 401 and moves no money', async () => {
    const { token, user, productId } = await buyerWithOnePurchase()
    const session = await sessionOf(user.id)
    await ctx()
      .deps.db.updateTable('sessions')
      .set({ revoked_at: ctx().clock.now() })
      .where('id', '=', session.id)
      .execute()

    const refused = await buy(token, productId)
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toMatchObject({ data: { error: 'UNAUTHENTICATED' } })
    await expectOnlyTheFirstPurchase(user.id)
    // Its key was not kept: nothing about the request was stored.
    expect((await ctx().call({ method: 'GET', url: ACCOUNT_INFO.path, token })).statusCode).toBe(401)
    expect((await checkMoney(ctx())).ok).toBe(true)
  })

  it('refuses a frozen account, an idle session and an expired one, and serves the account again once it is thawed', async () => {
    const { token, user, productId } = await buyerWithOnePurchase()
    const session = await sessionOf(user.id)
    const now = ctx().clock.now()

    await ctx().deps.db.updateTable('users').set({ frozen: 1 }).where('id', '=', user.id).execute()
    expect((await buy(token, productId)).statusCode).toBe(401)
    await ctx().deps.db.updateTable('users').set({ frozen: 0 }).where('id', '=', user.id).execute()

    await ctx()
      .deps.db.updateTable('sessions')
      .set({ idle_until: now })
      .where('id', '=', session.id)
      .execute()
    expect((await buy(token, productId)).statusCode).toBe(401)
    await ctx()
      .deps.db.updateTable('sessions')
      .set({ idle_until: session.idle_until })
      .where('id', '=', session.id)
      .execute()

    await ctx()
      .deps.db.updateTable('sessions')
      .set({ expires_at: now })
      .where('id', '=', session.id)
      .execute()
    expect((await buy(token, productId)).statusCode).toBe(401)
    await expectOnlyTheFirstPurchase(user.id)

    await ctx()
      .deps.db.updateTable('sessions')
      .set({ expires_at: now + 3600 })
      .where('id', '=', session.id)
      .execute()
    expect((await buy(token, productId)).statusCode).toBe(200)
    expect(await holdingsOf(user.id)).toBe(2)
  })

  it('refuses a replay of a stored answer to a session that has ended', async () => {
    const { token, user, productId } = await buyerWithOnePurchase()
    const key = randomUUID()
    const first = await buy(token, productId, key)
    expect(first.statusCode).toBe(200)
    expect((await buy(token, productId, key)).headers['idempotent-replayed']).toBe('true')

    await ctx()
      .deps.db.updateTable('sessions')
      .set({ revoked_at: ctx().clock.now() })
      .where('subject_kind', '=', 'user')
      .where('subject_id', '=', user.id)
      .execute()
    expect((await buy(token, productId, key)).statusCode).toBe(401)
  })

  it('still notes a session’s use once a minute', async () => {
    const { token, user, productId } = await buyerWithOnePurchase()
    const seen = (await sessionOf(user.id)).last_seen_at
    ctx().clock.advance(TOUCH_EVERY_SECONDS - 1)
    expect((await buy(token, productId)).statusCode).toBe(200)
    expect((await sessionOf(user.id)).last_seen_at).toBe(seen)
    ctx().clock.advance(1)
    expect((await buy(token, productId)).statusCode).toBe(200)
    expect((await sessionOf(user.id)).last_seen_at).toBe(seen + TOUCH_EVERY_SECONDS)
  })
})
