import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { inTransaction, type Tx } from '../../db/transaction.ts'
import { moneyChecks, moneyChecksSince } from '../../money-checks.ts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildUser, fundUser } from '../../testing/factories.ts'
import type { CheckChunk } from './check-ranges.ts'
import { checkLedger } from './invariants.service.ts'
import { START } from './since.service.ts'

/**
 * The checks read range by range of ids (decision 0082): with a chunk of two ids, a ledger of a few
 * users spans many ranges, and a break in the first, a middle or the last range is still found,
 * by the whole check and by the one from a checkpoint.
 */
describeEachDialect('the money checks, range by range', (ctx) => {
  const SMALL: CheckChunk = { keys: 2, days: 1 }

  async function buildLedger() {
    const users: number[] = []
    for (let i = 0; i < 7; i++) {
      const { user } = await buildUser(ctx())
      await fundUser(ctx(), user.id, 1_000 + i)
      users.push(user.id)
    }
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

  // What each check finds, whole and from the start: the one from a checkpoint sums a user's stored
  // income again only for users of income entries after it (decision 0075), and these have none.
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
        sql`insert into ledger_user_income (user_id, received) values (${user}, 1)
          on conflict (user_id) do update set received = ledger_user_income.received + 1`.execute(tx),
      [['I14'], []],
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
