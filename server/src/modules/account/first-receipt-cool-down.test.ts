import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { balancesOf, buildUser, fundUser, withdrawalOf } from '../../testing/factories.ts'

const HOUR = 3600
const FIRST = { accountNumber: '1234567890', receiverName: 'Ana Ruiz', method: 'Bank' }

/**
 * A payout destination set for the first time starts the cool-down too (decision 0058): a
 * password-only takeover of a funded account that never withdrew cannot set an account and
 * withdraw at once; the user is told by notification, and by SMS when a gateway is set.
 */
describeEachDialect(
  'the first receipt account starts the cool-down, and the user is told',
  (ctx) => {
    const withdraw = (token: string) =>
      ctx().call({
        method: 'POST',
        url: '/api/withdrawals',
        token,
        payload: withdrawalOf('10000'),
        headers: { 'idempotency-key': randomUUID() },
      })

    it('refuses a withdrawal for 24 hours after the first account, says until when, then allows it', async () => {
      const { token, user, password, phone } = await buildUser(ctx())
      await fundUser(ctx(), user.id, 100_000)
      const setAt = ctx().clock.now()
      const saved = await ctx().call({
        method: 'PUT',
        url: '/api/account/receipt',
        token,
        payload: { ...FIRST, password },
      })
      expect(saved.json()).toMatchObject({
        code: 200,
        data: { changedAt: setAt, withdrawableFrom: setAt + 24 * HOUR, coolDownHours: 24 },
      })

      const refused = await withdraw(token)
      expect(refused.statusCode).toBe(409)
      expect(refused.json<{ msg: string }>().msg).toContain(
        'For your safety, withdrawals are possible again from',
      )
      expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 100_000, withdraw_hold: 0 })

      // Told in the app, and by text to the phone on the account.
      const notifications = (await ctx().call({ method: 'GET', url: '/api/notifications', token })).json<{
        data: { items: { type: string; params: Record<string, unknown> }[] }
      }>().data.items
      expect(notifications[0]).toMatchObject({
        type: 'receipt.saved',
        params: { accountEnd: '7890', hours: 24 },
      })
      const texts = ctx().sent.filter((text) => text.phone === phone)
      expect(texts).toHaveLength(1)
      expect(texts[0]?.text).toContain('7890')

      ctx().clock.advance(24 * HOUR)
      expect((await withdraw(token)).statusCode).toBe(200)
    })

    it('saving the same account again tells nothing new and starts no new cool-down', async () => {
      const { token, password, phone } = await buildUser(ctx())
      await ctx().call({ method: 'PUT', url: '/api/account/receipt', token, payload: { ...FIRST, password } })
      const setAt = ctx().clock.now()
      ctx().clock.advance(HOUR)
      const again = await ctx().call({
        method: 'PUT',
        url: '/api/account/receipt',
        token,
        payload: { ...FIRST, password },
      })
      expect(again.json()).toMatchObject({ data: { changedAt: setAt } })
      expect(ctx().sent.filter((text) => text.phone === phone)).toHaveLength(1)
    })
  },
  { receiptCooldownHours: 24 },
)
