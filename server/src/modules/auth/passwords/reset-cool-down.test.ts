import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { balancesOf, buildUser, fundUser, withdrawalOf } from '../../../testing/factories.ts'

const HOUR = 3600
const FIRST = { accountNumber: '1234567890', receiverName: 'Ana Ruiz', method: 'Bank' }
const OTHER = { accountNumber: '9876543210', receiverName: 'Ana Ruiz', method: 'Bank' }
const NEW_PASSWORD = 'fresh123'

interface Receipt {
  changedAt: number | null
  withdrawableFrom: number | null
  passwordResetAt: number | null
}

/** `2026-11-25 06:00 UTC`, as the refusal names a time. */
const utc = (s: number) => `${new Date(s * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`

/**
 * Whoever resets a password may not be the owner: a completed reset pauses withdrawals for the
 * same cool-down as a change of the receipt account, even when there was no account to change.
 * A password change by the signed-in user, who knew the old one, pauses nothing.
 */
describeEachDialect(
  'the cool-down after a password reset',
  (ctx) => {
    const putReceipt = (token: string, payload: object) =>
      ctx().call({ method: 'PUT', url: '/api/account/receipt', token, payload })
    const getReceipt = async (token: string) =>
      (await ctx().call({ method: 'GET', url: '/api/account/receipt', token })).json<{
        data: Receipt | null
      }>().data
    const withdrawOptions = async (token: string) =>
      (await ctx().call({ method: 'GET', url: '/api/wallet/withdraw-options', token })).json<{
        data: { receiptAccount: Receipt | null }
      }>().data.receiptAccount
    const withdraw = (token: string) =>
      ctx().call({
        method: 'POST',
        url: '/api/withdrawals',
        token,
        // After the reset (or the change), the withdrawal is confirmed with the new password.
        payload: withdrawalOf('10000', { password: NEW_PASSWORD }),
        headers: { 'idempotency-key': randomUUID() },
      })

    /** Resets the password by the SMS code, signs in with the new one; the reset's time and the token. */
    const resetAndSignIn = async (phone: string) => {
      await ctx().call({ method: 'POST', url: '/api/auth/password/forgot', payload: { phone } })
      const code = ctx()
        .sent.findLast((s) => s.phone === phone)
        ?.text.match(/\b(\d{6})\b/)?.[1]
      const resetAt = ctx().clock.now()
      const reset = await ctx().call({
        method: 'POST',
        url: '/api/auth/password/reset',
        payload: { phone, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      })
      expect(reset.json()).toMatchObject({ code: 200 })
      const login = await ctx().call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone, password: NEW_PASSWORD },
      })
      return { resetAt, token: login.json<{ data: { token: string } }>().data.token }
    }

    it('refuses a withdrawal to a first account set after a reset, says until when, and allows it once both cool-downs end', async () => {
      const { phone, user } = await buildUser(ctx())
      await fundUser(ctx(), user.id, 100_000)
      const { resetAt, token } = await resetAndSignIn(phone)
      ctx().clock.advance(60)
      // The first account starts a cool-down of its own (decision 0058), which here ends after the
      // reset's: the withdrawal waits for the later one, and says so.
      const setAt = ctx().clock.now()
      expect((await putReceipt(token, { ...FIRST, password: NEW_PASSWORD })).statusCode).toBe(200)
      const from = setAt + 24 * HOUR
      expect(await getReceipt(token)).toMatchObject({
        changedAt: setAt,
        withdrawableFrom: from,
        passwordResetAt: null,
      })
      expect(await withdrawOptions(token)).toMatchObject({ withdrawableFrom: from, passwordResetAt: null })

      const refused = await withdraw(token)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().msg).toBe(
        `Your receipt account was changed on ${utc(setAt)}. For your safety, withdrawals are possible again from ${utc(from)}.`,
      )
      expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 100_000, withdraw_hold: 0 })

      ctx().clock.advance(resetAt + 24 * HOUR - ctx().clock.now())
      expect((await withdraw(token)).statusCode).toBe(409)
      ctx().clock.advance(from - ctx().clock.now())
      expect(await getReceipt(token)).toMatchObject({ withdrawableFrom: null, passwordResetAt: null })
      const allowed = await withdraw(token)
      expect(allowed.statusCode).toBe(200)
      expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 90_000, withdraw_hold: 10_000 })
    })

    it('pauses withdrawals to an account set before the reset too', async () => {
      const { phone, user, token: before, password } = await buildUser(ctx())
      await fundUser(ctx(), user.id, 100_000)
      expect((await putReceipt(before, { ...FIRST, password })).statusCode).toBe(200)
      const { resetAt, token } = await resetAndSignIn(phone)
      const refused = await withdraw(token)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().msg).toBe(
        `Your password was reset on ${utc(resetAt)}. For your safety, withdrawals are possible again from ${utc(resetAt + 24 * HOUR)}.`,
      )
      ctx().clock.advance(24 * HOUR)
      expect((await withdraw(token)).statusCode).toBe(200)
    })

    it('names whichever cool-down ends later: a change after a reset, then the reset after a change', async () => {
      const { phone, user, token: first, password } = await buildUser(ctx())
      await fundUser(ctx(), user.id, 100_000)
      await putReceipt(first, { ...FIRST, password })
      const { resetAt, token } = await resetAndSignIn(phone)
      ctx().clock.advance(HOUR)
      const changedAt = ctx().clock.now()
      await putReceipt(token, { ...OTHER, password: NEW_PASSWORD })
      expect(await getReceipt(token)).toMatchObject({
        changedAt,
        withdrawableFrom: changedAt + 24 * HOUR,
        passwordResetAt: null,
      })
      expect((await withdraw(token)).json().msg).toBe(
        `Your receipt account was changed on ${utc(changedAt)}. For your safety, withdrawals are possible again from ${utc(changedAt + 24 * HOUR)}.`,
      )
      expect(resetAt).toBeLessThan(changedAt)

      ctx().clock.advance(HOUR)
      const again = await resetAndSignIn(phone)
      expect(await getReceipt(again.token)).toMatchObject({
        changedAt,
        withdrawableFrom: again.resetAt + 24 * HOUR,
        passwordResetAt: again.resetAt,
      })
      expect((await withdraw(again.token)).json().msg).toBe(
        `Your password was reset on ${utc(again.resetAt)}. For your safety, withdrawals are possible again from ${utc(again.resetAt + 24 * HOUR)}.`,
      )
    })

    it('a password change by the signed-in user starts no cool-down', async () => {
      const { token, user, password } = await buildUser(ctx())
      await fundUser(ctx(), user.id, 100_000)
      await putReceipt(token, { ...FIRST, password })
      // Past the first account's own cool-down.
      ctx().clock.advance(24 * HOUR)
      const changed = await ctx().call({
        method: 'POST',
        url: '/api/auth/password/change',
        token,
        payload: { oldPassword: password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      })
      expect(changed.json()).toMatchObject({ code: 200 })
      expect(await getReceipt(token)).toMatchObject({ withdrawableFrom: null, passwordResetAt: null })
      expect((await withdraw(token)).statusCode).toBe(200)
    })
  },
  { receiptCooldownHours: 24 },
)
