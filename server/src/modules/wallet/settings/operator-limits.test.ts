import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../../testing/each-dialect.ts'
import { anyChannel, balancesOf, buildOperator, buildUser } from '../../../testing/factories.ts'

const DAY = 86_400
const AWAITING = "Recorded: this amount needs a second operator's approval before the money moves."

/**
 * The limits on operators ship on and hold (decision 0058): a non-zero approval cap and recharge
 * maximum in a new database, loosening them takes a second admin, and splits under the cap that add
 * up past it in a day (per user, and per operator) need a second operator too.
 */
describeEachDialect(
  'no operator moves money alone, by default',
  (ctx) => {
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
      ctx().call({
        method,
        url,
        token,
        headers: method === 'POST' ? { 'idempotency-key': randomUUID() } : {},
        ...(payload === undefined ? {} : { payload }),
      })
    const settingsOf = async (token: string) =>
      (await call('GET', '/api/ops/money-settings', token)).json<{ data: Record<string, unknown> }>().data
    const save = async (token: string, changes: Record<string, string>) =>
      call('PUT', '/api/ops/money-settings', token, { ...(await settingsOf(token)), ...changes })
    const waitingLimits = async (token: string) =>
      (await call('GET', '/api/ops/approvals', token))
        .json<{ data: { id: number; action: string; limits: Record<string, string> | null }[] }>()
        .data.find((a) => a.action === 'limits.change')
    async function recharge(token: string, amount: number) {
      const created = await call('POST', '/api/recharges', token, {
        membershipNumber: 'M-7',
        payerAccount: 'P-7',
        amount: String(amount),
        channelId: await anyChannel(ctx()),
      })
      return created
    }
    const confirm = (id: number, token: string) =>
      call('POST', `/api/ops/recharges/${id}/confirm`, token, { reference: `BANK-${id}` })

    it('ships a non-zero approval cap and recharge maximum, and refuses a huge recharge', async () => {
      const admin = await buildOperator(ctx(), 'admin')
      const settings = await settingsOf(admin.token)
      expect(Number(settings.approvalCap)).toBeGreaterThan(0)
      expect(Number(settings.rechargeMax)).toBeGreaterThan(0)
      expect(Number(settings.operatorDailyCap)).toBeGreaterThan(0)
      const { token } = await buildUser(ctx())
      const huge = await recharge(token, 9_999_999_999_999)
      expect(huge.statusCode).toBe(400)
      expect(huge.json()).toMatchObject({ msg: 'This amount is above the largest recharge allowed.' })
      // Above the shipped cap, one operator only asks.
      const big = await recharge(token, Number(settings.approvalCap) + 1)
      expect(big.statusCode).toBe(200)
      const asked = await confirm(big.json<{ data: { id: number } }>().data.id, admin.token)
      expect(asked.json()).toMatchObject({ code: 409, msg: AWAITING })
    })

    it('one admin cannot turn the cap off or raise a limit alone; a second admin can', async () => {
      const admin = await buildOperator(ctx(), 'admin')
      const before = await settingsOf(admin.token)
      for (const changes of [{ approvalCap: '0' }, { rechargeMax: '999999999999' }] as Record<
        string,
        string
      >[]) {
        const alone = await save(admin.token, changes)
        expect(alone.json()).toMatchObject({ code: 409, msg: AWAITING })
        expect(await settingsOf(admin.token)).toMatchObject({
          approvalCap: before.approvalCap,
          rechargeMax: before.rechargeMax,
        })
      }
      // The newest request replaced the first; the asker and a finance operator cannot approve it.
      const waiting = await waitingLimits(admin.token)
      expect(waiting?.limits).toMatchObject({ approvalCap: before.approvalCap, rechargeMax: '999999999999' })
      const approve = (token: string) => call('POST', `/api/ops/approvals/${waiting?.id ?? 0}/approve`, token)
      expect((await approve(admin.token)).statusCode).toBe(403)
      const finance = await buildOperator(ctx(), 'finance')
      expect((await approve(finance.token)).json()).toMatchObject({
        code: 403,
        msg: 'Only another admin may approve this.',
      })
      expect(await settingsOf(admin.token)).toMatchObject({ rechargeMax: before.rechargeMax })
      const second = await buildOperator(ctx(), 'admin')
      expect((await approve(second.token)).statusCode).toBe(200)
      expect(await settingsOf(admin.token)).toMatchObject({ rechargeMax: '999999999999' })
      // Tightening holds at once, from one admin.
      const tightened = await save(admin.token, { rechargeMax: String(before.rechargeMax) })
      expect(tightened.json()).toMatchObject({ code: 200, data: { rechargeMax: before.rechargeMax } })
    })

    it('five recharges of one user at the cap: the first alone, the rest wait for a second operator', async () => {
      const admin = await buildOperator(ctx(), 'admin')
      expect((await save(admin.token, { approvalCap: '100000' })).statusCode).toBe(200)
      const finance = await buildOperator(ctx(), 'finance')
      const { token, user } = await buildUser(ctx())
      const ids: number[] = []
      for (let i = 0; i < 5; i++)
        ids.push((await recharge(token, 100_000)).json<{ data: { id: number } }>().data.id)
      const answers = []
      for (const id of ids) answers.push((await confirm(id, finance.token)).statusCode)
      expect(answers).toEqual([200, 409, 409, 409, 409])
      expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 100_000 })
      // A second operator approves one of them: it moves.
      const checker = await buildOperator(ctx(), 'finance')
      expect((await confirm(ids[1] ?? 0, checker.token)).statusCode).toBe(200)
      expect(await balancesOf(ctx(), user.id)).toMatchObject({ balance: 200_000 })
    })

    it("one operator's confirmations for many users add up to the operator's daily cap", async () => {
      const admin = await buildOperator(ctx(), 'admin')
      const saved = await save(admin.token, { approvalCap: '100000', operatorDailyCap: '250000' })
      expect(saved.statusCode).toBe(200)
      const finance = await buildOperator(ctx(), 'finance')
      const answers = []
      for (let i = 0; i < 3; i++) {
        const { token } = await buildUser(ctx())
        const id = (await recharge(token, 100_000)).json<{ data: { id: number } }>().data.id
        answers.push((await confirm(id, finance.token)).statusCode)
      }
      expect(answers).toEqual([200, 200, 409])
      // A new day starts a new total.
      ctx().clock.advance(DAY)
      const fresh = await buildOperator(ctx(), 'finance')
      const { token } = await buildUser(ctx())
      const id = (await recharge(token, 100_000)).json<{ data: { id: number } }>().data.id
      expect((await confirm(id, fresh.token)).statusCode).toBe(200)
    })
  },
  {},
  { shippedMoneyLimits: true },
)
