import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { inTransaction, type Tx } from '../../db/transaction.ts'
import { codeKey } from '../../lib/tokens.ts'
import { moneyChecks, moneyChecksSince } from '../../money-checks.ts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildOperator, buildUser, fundUser } from '../../testing/factories.ts'
import { createRedemptionCodes } from '../redeem/index.ts'
import type { CheckChunk } from './check-ranges.ts'
import { checkLedger } from './invariants.service.ts'
import { postEntry } from './ledger.service.ts'
import { START } from './since.service.ts'

/**
 * The checks read range by range of ids (decision 0082): with a chunk of two ids, a ledger of a few
 * users spans many ranges, and a break in the first, a middle or the last range is still found,
 * by the whole check and by the one from a checkpoint.
 */
describeEachDialect('the money checks, range by range', (ctx) => {
  const SMALL: CheckChunk = { keys: 2, days: 1 }

  /** Each user's redemption code's key (three codes, so they too span ranges). */
  const codeOf = new Map<number, string>()

  async function buildLedger() {
    const admin = await buildOperator(ctx(), 'admin')
    const codes = await createRedemptionCodes(ctx().deps, {
      batch: {
        count: 3,
        reward: 'balance',
        amount: '300',
        maxUses: 10,
        perUserLimit: 1,
        expiresAt: ctx().clock.now() + 86_400,
        note: 'ranges',
      },
      operatorId: admin.id,
    })
    const users: number[] = []
    for (let i = 0; i < 7; i++) {
      const { user, token } = await buildUser(ctx())
      await fundUser(ctx(), user.id, 1_000 + i)
      const code = codes[i % codes.length] ?? ''
      const redeemed = await ctx().call({
        method: 'POST',
        url: '/api/redeem',
        token,
        headers: { 'idempotency-key': randomUUID() },
        payload: { code },
      })
      expect(redeemed.json<{ code: number }>().code).toBe(200)
      codeOf.set(user.id, codeKey(code))
      users.push(user.id)
    }
    // Income for each user, all after the first checkpoint, so the check from it sums their stored
    // income received and quarters again: read range by range of the entries after it.
    for (const user of users)
      await inTransaction(ctx().deps.database, (tx) =>
        postEntry(
          { db: tx },
          {
            kind: 'income',
            reference: `test-income:${user}`,
            userId: user,
            actor: 'test',
            reason: 'income',
            now: ctx().clock.now(),
            lines: [
              { account: { system: 'income' }, amount: -50 },
              { account: { user, kind: 'revenue' }, amount: 50 },
            ],
          },
        ),
      )
    return users
  }

  /** The failing ids after `fixture`, whole and from the start, rolled back after. */
  async function failingAfter(fixture: (tx: Tx) => Promise<unknown>) {
    const failing: string[][] = []
    await inTransaction(ctx().deps.database, async (tx) => {
      await fixture(tx)
      const checks = [moneyChecks, moneyChecksSince(START, () => undefined)]
      for (const list of checks) {
        const report = await checkLedger(
          { db: tx, clock: ctx().clock },
          list.filter((c) => c.id !== 'I5'),
          SMALL,
        )
        failing.push(report.checks.filter((c) => !c.ok).map((c) => c.id))
      }
      throw new RolledBack()
    }).catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error
    })
    return failing
  }

  it('holds on a sound ledger of many ranges', async () => {
    await buildLedger()
    expect(await failingAfter(async () => undefined)).toEqual([[], []])
  })

  // What each check finds, whole and from the start (every user has income after it).
  const breaks: [string, (tx: Tx, user: number) => Promise<unknown>, string[][]][] = [
    [
      'I2',
      (tx, user) =>
        sql`update accounts set balance = balance + 1 where code = ${`user:${user}:balance`}`.execute(tx),
      [['I2'], ['I2']],
    ],
    [
      'I8',
      (tx, user) => sql`update users set recharge_total = recharge_total + 1 where id = ${user}`.execute(tx),
      [['I8'], ['I8']],
    ],
    [
      'I14',
      (tx, user) =>
        sql`update ledger_user_income set received = received + 1 where user_id = ${user}`.execute(tx),
      [['I14'], ['I14']],
    ],
    [
      'I14 (a quarter)',
      (tx, user) =>
        sql`update ledger_user_income_quarters set received = received + 1 where user_id = ${user}`.execute(
          tx,
        ),
      [['I14'], ['I14']],
    ],
    [
      'I9 (a code used more than its users counted)',
      (tx, user) =>
        sql`update redemption_codes set uses = uses + 1 where code = ${codeOf.get(user) ?? ''}`.execute(tx),
      [['I9'], ['I9']],
    ],
    [
      "I9 (a user's redemption entry not counted)",
      (tx, user) => {
        const code = codeOf.get(user) ?? ''
        return postEntry(
          { db: tx },
          {
            kind: 'redeem',
            reference: `redeem:${code}:u${user}:2`,
            userId: user,
            actor: 'test',
            reason: 'uncounted',
            now: ctx().clock.now(),
            lines: [
              { account: { system: 'rewards' }, amount: -300 },
              { account: { user, kind: 'balance' }, amount: 300 },
            ],
          },
        )
      },
      [['I9'], ['I9']],
    ],
  ]

  it.each(breaks)(
    'finds %s broken in the first, a middle and the last range',
    async (_id, breakOf, found) => {
      const users = await buildLedger()
      const first = users[0] ?? 0
      const middle = users[Math.floor(users.length / 2)] ?? 0
      const last = users.at(-1) ?? 0
      for (const user of [first, middle, last]) {
        const failing = await failingAfter((tx) => breakOf(tx, user))
        expect(failing).toEqual(found)
      }
    },
  )
})

class RolledBack extends Error {}
