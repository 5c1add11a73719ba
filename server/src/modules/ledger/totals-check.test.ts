import { sql } from 'kysely'
import { beforeAll, expect, it } from 'vitest'
import { inTransaction, type Tx } from '../../db/transaction.ts'
import { moneyChecks } from '../../money-checks.ts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildUser, fundUser } from '../../testing/factories.ts'
import { checkLedger } from './invariants.service.ts'

/**
 * The stored totals (docs/money.md I14) as the checker sees them: on money the services moved they
 * hold, and a stored total that is not what the ledger says is reported under I14 alone, naming it.
 */
describeEachDialect('the checker over the stored totals (I14)', (ctx) => {
  let user: Awaited<ReturnType<typeof buildUser>>

  /** Applies `fixture`, runs every check but I5 (it opens transactions of its own), rolls back. */
  async function failingAfter(fixture: (tx: Tx) => Promise<unknown>) {
    let failing: { id: string; detail: string }[] = []
    await inTransaction(ctx().deps.database, async (tx) => {
      await fixture(tx)
      const checks = moneyChecks.filter((c) => c.id !== 'I5')
      failing = (await checkLedger({ db: tx, clock: ctx().clock }, checks)).checks.filter((c) => !c.ok)
      throw new RolledBack()
    }).catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error
    })
    return failing
  }

  beforeAll(async () => {
    user = await buildUser(ctx())
    await fundUser(ctx(), user.user.id, 100_000)
  })

  it('hold on what the services moved', async () => {
    expect(await failingAfter(async () => undefined)).toEqual([])
  })

  it("a user's stored income received that is not the ledger's", async () => {
    const failing = await failingAfter((tx) =>
      tx.insertInto('ledger_user_income').values({ user_id: user.user.id, received: 1 }).execute(),
    )
    expect(failing.map((c) => c.id)).toEqual(['I14'])
    expect(failing[0]?.detail).toBe(`user ${user.user.id}: stored 1, ledger 0`)
  })

  it("a user's stored income in a quarter of an hour that is not the ledger's, or not its receipts' split", async () => {
    const received = await failingAfter((tx) =>
      tx
        .insertInto('ledger_user_income_quarters')
        .values({ user_id: user.user.id, quarter: 7, received: 1, principal: 0 })
        .execute(),
    )
    expect(received.map((c) => c.id)).toEqual(['I14'])
    expect(received[0]?.detail).toBe(
      `user ${user.user.id} quarter 7: stored 1 (price back 0), ledger 0 (price back 0)`,
    )
    const principal = await failingAfter((tx) =>
      tx
        .insertInto('ledger_user_income_quarters')
        .values({ user_id: user.user.id, quarter: 8, received: 0, principal: 3 })
        .execute(),
    )
    expect(principal.map((c) => c.id)).toEqual(['I14'])
    expect(principal[0]?.detail).toBe(
      `user ${user.user.id} quarter 8: stored 0 (price back 3), ledger 0 (price back 0)`,
    )
  })

  it("a day's stored recharges that are not what its entries moved", async () => {
    const failing = await failingAfter((tx) =>
      tx
        .updateTable('ledger_day_totals')
        .set({ amount: sql<number>`amount + 1` })
        .where('kind', '=', 'recharge')
        .where('account', '=', 'system:world')
        .execute(),
    )
    expect(failing.map((c) => c.id)).toEqual(['I14'])
    expect(failing[0]?.detail).toMatch(
      /recharge 'system:world' shard \d+: stored 0 entries moving -99999, ledger 0 moving -100000/,
    )
  })
})

class RolledBack extends Error {}
