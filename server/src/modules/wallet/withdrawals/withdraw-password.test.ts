import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import { expect, it } from 'vitest'
import { requestHashOf } from '../../../lib/idempotency.ts'
import { createLogger } from '../../../lib/logger.ts'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import {
  balancesOf,
  buildUser,
  checkMoney,
  DEFAULT_PASSWORD,
  fundUser,
  withdrawalOf,
} from '../../../testing/factories.ts'

/** Every line the server logged, as written. */
const logged: string[] = []
const logger = createLogger(
  'trace',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString())
      done()
    },
  }),
)

/**
 * A withdrawal is confirmed with the user's password at the moment it is asked: without it, or
 * with a wrong one, nothing moves and the key stays free for the retry; every attempt is counted
 * with the password changes; a replay of the same key and body still replays; the password is
 * neither stored with the key nor logged.
 */
describeEachDialect(
  'a withdrawal confirmed with the password',
  (ctx) => {
    const withdraw = (token: string, body: object, key: string = randomUUID()) =>
      ctx().call({
        method: 'POST',
        url: '/api/withdrawals',
        token,
        payload: body,
        headers: { 'idempotency-key': key },
      })
    /** A user with $1,000.00 and a receipt account, ready to withdraw. */
    async function readyUser() {
      const u = await buildUser(ctx())
      await fundUser(ctx(), u.user.id, 100_000)
      const saved = await ctx().call({
        method: 'PUT',
        url: '/api/account/receipt',
        token: u.token,
        payload: {
          accountNumber: '1234567890',
          receiverName: 'Ana Ruiz',
          method: 'Bank',
          password: u.password,
        },
      })
      expect(saved.statusCode).toBe(200)
      return u
    }
    const withdrawalsOf = (userId: number) =>
      ctx().deps.db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).execute()
    const untouched = { balance: 100_000, withdraw_hold: 0 }

    it('refuses a withdrawal without the password on the password field, moves nothing, and keeps the key free', async () => {
      const { token, user } = await readyUser()
      const { password: _, ...withoutPassword } = withdrawalOf('10000')
      const key = randomUUID()
      for (const body of [withoutPassword, { ...withoutPassword, password: '' }]) {
        const refused = await withdraw(token, body, key)
        expect(refused.statusCode).toBe(400)
        expect(refused.json()).toMatchObject({
          msg: 'Please enter your password.',
          data: { field: 'password' },
        })
      }
      expect(await balancesOf(ctx(), user.id)).toMatchObject(untouched)
      expect(await withdrawalsOf(user.id)).toEqual([])
      // The refusals kept nothing for the key: the same request with the password goes on.
      const made = await withdraw(token, withdrawalOf('10000'), key)
      expect(made.statusCode).toBe(200)
      expect(made.headers['idempotent-replayed']).toBeUndefined()
      expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 90_000, withdraw_hold: 10_000 })
    })

    it('refuses a wrong password with "The password is incorrect.", moves nothing, and the retry with the right one goes on', async () => {
      const { token, user } = await readyUser()
      const key = randomUUID()
      const wrong = await withdraw(token, withdrawalOf('10000', { password: 'not-my-password' }), key)
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json()).toMatchObject({ msg: 'The password is incorrect.', data: { field: 'password' } })
      expect(await balancesOf(ctx(), user.id)).toMatchObject(untouched)
      expect(await withdrawalsOf(user.id)).toEqual([])
      const retried = await withdraw(token, withdrawalOf('10000'), key)
      expect(retried.statusCode).toBe(200)
      expect(await withdrawalsOf(user.id)).toHaveLength(1)
    })

    it('counts every attempt with the password changes: past ten in ten minutes even the right password waits (429)', async () => {
      const { token, user, password } = await readyUser()
      // The receipt account's save was the first attempt of the window.
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          withdraw(token, withdrawalOf('10000', { password: `guess-${i}` })),
        ),
      )
      const statuses = guesses.map((r) => r.statusCode)
      expect(statuses.filter((s) => s === 400)).toHaveLength(9)
      expect(statuses.filter((s) => s === 429)).toHaveLength(3)
      expect((await withdraw(token, withdrawalOf('10000'))).statusCode).toBe(429)
      // The same window as a password change: that waits too.
      const change = await ctx().call({
        method: 'POST',
        url: '/api/auth/password/change',
        token,
        payload: { oldPassword: password, newPassword: 'another-pass-4', confirmPassword: 'another-pass-4' },
      })
      expect(change.statusCode).toBe(429)
      expect(await balancesOf(ctx(), user.id)).toMatchObject(untouched)
      // A new window lets the owner withdraw again.
      ctx().clock.advance(10 * 60)
      expect((await withdraw(token, withdrawalOf('10000'))).statusCode).toBe(200)
    })

    it('replays the same key and body; the key keeps no trace of the password, and a replay asks for it too', async () => {
      const { token, user } = await readyUser()
      const key = randomUUID()
      const body = withdrawalOf('10000')
      const first = await withdraw(token, body, key)
      expect(first.statusCode).toBe(200)
      const again = await withdraw(token, body, key)
      expect(again.headers['idempotent-replayed']).toBe('true')
      expect(again.json()).toEqual(first.json())
      expect(await withdrawalsOf(user.id)).toHaveLength(1)
      expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 90_000, withdraw_hold: 10_000 })

      const kept = await ctx()
        .deps.db.selectFrom('idempotency_keys')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('idem_key', '=', key)
        .executeTakeFirstOrThrow()
      const { password: _, ...asked } = body
      expect(kept.request_hash).toBe(requestHashOf('/api/withdrawals', asked))
      expect(JSON.stringify(kept)).not.toContain(DEFAULT_PASSWORD)

      // The password is asked on every request, a replay too; a changed body is another request.
      const wrong = await withdraw(token, { ...body, password: 'not-my-password' }, key)
      expect(wrong.statusCode).toBe(400)
      expect((await withdraw(token, withdrawalOf('20000'), key)).statusCode).toBe(422)
      expect(await withdrawalsOf(user.id)).toHaveLength(1)
    })

    it('never writes the password, right or wrong, into the log', async () => {
      const { token } = await readyUser()
      const right = withdrawalOf('10000')
      const wrongPassword = 'wrong-horse-battery-77'
      await withdraw(token, { ...right, password: wrongPassword })
      expect((await withdraw(token, right)).statusCode).toBe(200)
      const log = logged.join('')
      expect(log).toContain('/api/withdrawals')
      expect(log).not.toContain(DEFAULT_PASSWORD)
      expect(log).not.toContain(wrongPassword)
    })

    it('leaves a ledger that holds every invariant', async () => {
      const result = await checkMoney(ctx())
      expect(result.checks.filter((c) => !c.ok)).toEqual([])
    })
  },
  {},
  { logger },
)
