import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import {
  balancesOf,
  buildOperator,
  buildUser,
  checkMoney,
  DEFAULT_PASSWORD,
  fundUser,
  withdrawalOf,
} from '../../testing/factories.ts'

const HOUR = 3600
const FIRST = { accountNumber: '1234567890', receiverName: 'Ana Ruiz', method: 'Bank' }
const OTHER = { accountNumber: '9876543210', receiverName: 'Ana Ruiz', method: 'Bank' }

interface Receipt {
  accountNumber: string
  updatedAt: number
  changedAt: number | null
  withdrawableFrom: number | null
  coolDownHours: number
}

/**
 * Step-up for money leaving: the receipt account changes only with the user's password, a change
 * pauses withdrawals for the cool-down (24 hours by default), and finance sees when it changed.
 */
describeEachDialect(
  'receipt account step-up and cool-down',
  (ctx) => {
    const putReceipt = (token: string, payload: object) =>
      ctx().call({ method: 'PUT', url: '/api/account/receipt', token, payload })
    const getReceipt = async (token: string) =>
      (await ctx().call({ method: 'GET', url: '/api/account/receipt', token })).json<{
        data: Receipt | null
      }>().data
    const withdraw = (token: string, body: object, key: string = randomUUID()) =>
      ctx().call({
        method: 'POST',
        url: '/api/withdrawals',
        token,
        payload: body,
        headers: { 'idempotency-key': key },
      })

    describe('changing the receipt account needs the current password', () => {
      it('refuses a change without a password, and changes nothing', async () => {
        const { token, password } = await buildUser(ctx())
        expect((await putReceipt(token, { ...FIRST, password })).statusCode).toBe(200)
        const response = await putReceipt(token, OTHER)
        expect(response.statusCode).toBe(400)
        expect(response.json()).toMatchObject({ msg: 'Please enter your password.' })
        expect(await getReceipt(token)).toMatchObject({ accountNumber: FIRST.accountNumber })
      })

      it('refuses a wrong password with a clear message, and changes nothing', async () => {
        const { token } = await buildUser(ctx())
        const response = await putReceipt(token, { ...FIRST, password: 'not-my-password' })
        expect(response.statusCode).toBe(400)
        expect(response.json()).toMatchObject({
          msg: 'The password is incorrect.',
          data: { field: 'password' },
        })
        expect(await getReceipt(token)).toBeNull()
      })

      it('counts every attempt: after 10 guesses in ten minutes even the right password waits (429)', async () => {
        const { token, password } = await buildUser(ctx())
        await putReceipt(token, { ...FIRST, password })
        const guesses = await Promise.all(
          Array.from({ length: 12 }, (_, i) => putReceipt(token, { ...OTHER, password: `guess-${i}` })),
        )
        const statuses = guesses.map((r) => r.statusCode).sort()
        // The first save counted too: 9 wrong guesses answered, the rest refused before any hash.
        expect(statuses.filter((s) => s === 400)).toHaveLength(9)
        expect(statuses.filter((s) => s === 429)).toHaveLength(3)
        expect((await putReceipt(token, { ...OTHER, password })).statusCode).toBe(429)
        expect(await getReceipt(token)).toMatchObject({ accountNumber: FIRST.accountNumber })
        // A new window lets the owner in again.
        ctx().clock.advance(10 * 60)
        expect((await putReceipt(token, { ...OTHER, password })).statusCode).toBe(200)
      })
    })

    it('a change pauses withdrawals for 24 hours with a message that says until when, then allows them', async () => {
      const { token, user, password } = await buildUser(ctx())
      await fundUser(ctx(), user.id, 100_000)
      await putReceipt(token, { ...FIRST, password })
      ctx().clock.advance(HOUR)
      const changedAt = ctx().clock.now()
      const changed = (await putReceipt(token, { ...OTHER, password })).json<{ data: Receipt }>().data
      expect(changed).toMatchObject({
        accountNumber: OTHER.accountNumber,
        changedAt,
        withdrawableFrom: changedAt + 24 * HOUR,
      })
      const options = (await ctx().call({ method: 'GET', url: '/api/wallet/withdraw-options', token })).json<{
        data: { receiptAccount: Receipt }
      }>().data
      expect(options.receiptAccount).toMatchObject({ changedAt, withdrawableFrom: changedAt + 24 * HOUR })

      const utc = (s: number) => `${new Date(s * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`
      const refused = await withdraw(token, withdrawalOf('10000'))
      expect(refused.statusCode).toBe(409)
      expect(refused.json().msg).toBe(
        `Your receipt account was changed on ${utc(changedAt)}. For your safety, withdrawals are possible again from ${utc(changedAt + 24 * HOUR)}.`,
      )
      expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 100_000, withdraw_hold: 0 })

      ctx().clock.advance(24 * HOUR - 1)
      expect((await withdraw(token, withdrawalOf('10000'))).statusCode).toBe(409)
      ctx().clock.advance(1)
      expect(await getReceipt(token)).toMatchObject({ changedAt, withdrawableFrom: null })
      const allowed = await withdraw(token, withdrawalOf('10000'))
      expect(allowed.statusCode).toBe(200)
      expect(allowed.json()).toMatchObject({ data: { accountNumber: OTHER.accountNumber } })
      expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 90_000, withdraw_hold: 10_000 })

      // Finance sees when the destination last changed on the withdrawal in the queue.
      const finance = await buildOperator(ctx(), 'finance')
      const queue = (
        await ctx().call({ method: 'GET', url: '/api/ops/withdrawals?status=pending', token: finance.token })
      ).json<{ data: { items: { userId: number; receiptChangedAt: number | null }[] } }>().data.items
      expect(queue.find((w) => w.userId === user.id)).toMatchObject({ receiptChangedAt: changedAt })
    })

    it('saving the same account again (password given) starts no cool-down', async () => {
      const { token, user, password } = await buildUser(ctx())
      await fundUser(ctx(), user.id, 100_000)
      await putReceipt(token, { ...FIRST, password })
      const setAt = ctx().clock.now()
      // Once the first account's cool-down has run, the same account saved again starts none.
      ctx().clock.advance(24 * HOUR)
      await putReceipt(token, { ...FIRST, password })
      expect(await getReceipt(token)).toMatchObject({ changedAt: setAt, withdrawableFrom: null })
      expect((await withdraw(token, withdrawalOf('10000'))).statusCode).toBe(200)
    })

    describe('a withdrawal carries the fee the user saw', () => {
      const setFee = async (adminToken: string, withdrawFeeBp: number) => {
        const current = (
          await ctx().call({ method: 'GET', url: '/api/ops/money-settings', token: adminToken })
        ).json<{ data: Record<string, unknown> }>().data
        const response = await ctx().call({
          method: 'PUT',
          url: '/api/ops/money-settings',
          token: adminToken,
          payload: { ...current, withdrawFeeBp },
        })
        expect(response.statusCode).toBe(200)
      }

      it('refuses a stale fee with 409 and moves no money; the fee shown now goes through, and replays', async () => {
        const { token, user, password } = await buildUser(ctx())
        await fundUser(ctx(), user.id, 100_000)
        await putReceipt(token, { ...FIRST, password })
        // Past the first account's cool-down.
        ctx().clock.advance(24 * HOUR)
        const admin = await buildOperator(ctx(), 'admin')
        await setFee(admin.token, 500)
        try {
          const stale = await withdraw(token, withdrawalOf('10000', { feeRateBp: 200 }))
          expect(stale.statusCode).toBe(409)
          expect(stale.json().msg).toBe(
            'The withdrawal fee has changed: it is now $5.00, and you would receive $95.00. Please check the amounts and try again.',
          )
          expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 100_000, withdraw_hold: 0 })
          // An amount received that does not match the fee is refused the same way.
          const inconsistent = { ...withdrawalOf('10000', { feeRateBp: 500 }), expectedActual: '10000' }
          expect((await withdraw(token, inconsistent)).statusCode).toBe(409)

          const key = randomUUID()
          const body = withdrawalOf('10000', { feeRateBp: 500 })
          const first = await withdraw(token, body, key)
          expect(first.json()).toMatchObject({ code: 200, data: { fee: '500', actual: '9500' } })
          // The same key and body replay the first answer, even after the rate changed again.
          await setFee(admin.token, 200)
          const again = await withdraw(token, body, key)
          expect(again.headers['idempotent-replayed']).toBe('true')
          expect(again.json()).toEqual(first.json())
          expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 90_000, withdraw_hold: 10_000 })
        } finally {
          await setFee(admin.token, 200)
        }
      })

      it.each([
        [
          'no fee',
          { amount: '10000', wallet: 'balance', expectedActual: '9800', password: DEFAULT_PASSWORD },
        ],
        [
          'no amount received',
          { amount: '10000', wallet: 'balance', expectedFee: '200', password: DEFAULT_PASSWORD },
        ],
        ['a fee in major units', { ...withdrawalOf('10000'), expectedFee: '2.00' }],
        ['a negative fee', { ...withdrawalOf('10000'), expectedFee: '-200' }],
      ])('answers %s with 400 and moves nothing', async (_name, body) => {
        const { token, user, password } = await buildUser(ctx())
        await fundUser(ctx(), user.id, 100_000)
        await putReceipt(token, { ...FIRST, password })
        expect((await withdraw(token, body)).statusCode).toBe(400)
        expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 100_000, withdraw_hold: 0 })
      })
    })

    it('leaves a ledger that holds every invariant', async () => {
      const result = await checkMoney(ctx())
      expect(result.checks.filter((c) => !c.ok)).toEqual([])
    })
  },
  { receiptCooldownHours: 24 },
)
