import { expect, it } from 'vitest'
import { inTransaction, type Tx } from '../../db/transaction.ts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildUser } from '../../testing/factories.ts'
import type { CheckChunk } from './check-ranges.ts'
import { findDriftedDays } from './day-totals-check.service.ts'
import { postEntry } from './ledger.service.ts'
import { shardOf } from './totals.repo.ts'

const DAY = 86_400
/** A day of its own, far from the other entries of the test database. */
const D = 10_000

/**
 * The day totals (I14) checked range by range of entries (decision 0084): entries are not in time
 * order by id, so a day's entries lie in several ranges, some before a checkpoint and some after;
 * the sums are exact anyway, whole and from the checkpoint, and a stored row on a day no entry has
 * is found too.
 */
describeEachDialect('the day totals, range by range of entries', (ctx) => {
  const ONE: CheckChunk = { keys: 1, days: 1 }

  /** Income of 10, 20, … on day D, D + 1, D, D + 1, D: ids alternate between the two days. */
  async function postAlternating(tx: Tx, user: number) {
    const ids: number[] = []
    for (const [i, day] of [D, D + 1, D, D + 1, D].entries())
      ids.push(
        await postEntry(
          { db: tx },
          {
            kind: 'income',
            reference: `days-test:${user}:${i}`,
            userId: user,
            actor: 'test',
            reason: 'income',
            now: day * DAY + 60 * i,
            lines: [
              { account: { system: 'income' }, amount: -10 * (i + 1) },
              { account: { user, kind: 'revenue' }, amount: 10 * (i + 1) },
            ],
          },
        ),
      )
    return ids
  }

  /** Runs `body` on a transaction rolled back after. */
  async function rolledBack(body: (tx: Tx) => Promise<void>) {
    await inTransaction(ctx().deps.database, async (tx) => {
      await body(tx)
      throw new RolledBack()
    }).catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error
    })
  }

  it('holds on days whose entries lie in many ranges, whole and from a checkpoint', async () => {
    const { user } = await buildUser(ctx())
    await rolledBack(async (tx) => {
      const ids = await postAlternating(tx, user.id)
      expect(await findDriftedDays(tx, ONE)).toEqual([])
      for (const checkpoint of ids.slice(0, -1))
        expect(await findDriftedDays(tx, ONE, checkpoint)).toEqual([])
    })
  })

  it("finds a day's stored total off its entries, counting those before the checkpoint", async () => {
    const { user } = await buildUser(ctx())
    const shard = shardOf(user.id)
    await rolledBack(async (tx) => {
      const ids = await postAlternating(tx, user.id)
      await tx
        .updateTable('ledger_day_totals')
        .set((eb) => ({ entries: eb('entries', '+', 1) }))
        .where('day', '=', D)
        .where('kind', '=', 'income')
        .where('account', '=', '')
        .where('shard', '=', shard)
        .execute()
      const count = `day ${D} income '' shard ${shard}: stored 4 entries moving 0, ledger 3 moving 0`
      expect(await findDriftedDays(tx, ONE)).toEqual([count])
      // After the second entry (day D + 1): the entries after it reach back to day D, whose first
      // entry is before the checkpoint; the day is summed whole.
      expect(await findDriftedDays(tx, ONE, ids[1] ?? 0)).toEqual([count])
      // After the fourth: only day D's last entry comes after, the day is still summed whole.
      expect(await findDriftedDays(tx, ONE, ids[3] ?? 0)).toEqual([count])
      await tx
        .updateTable('ledger_day_totals')
        .set((eb) => ({ amount: eb('amount', '-', 1) }))
        .where('day', '=', D + 1)
        .where('kind', '=', 'income')
        .where('account', '=', 'system:income')
        .execute()
      expect(await findDriftedDays(tx, ONE)).toEqual([
        count,
        `day ${D + 1} income 'system:income' shard ${shard}: stored 0 entries moving -61, ledger 0 moving -60`,
      ])
    })
  })

  it('finds a stored total on a day no entry has', async () => {
    const { user } = await buildUser(ctx())
    await rolledBack(async (tx) => {
      const ids = await postAlternating(tx, user.id)
      await tx
        .insertInto('ledger_day_totals')
        .values({ day: D + 3, kind: 'income', account: '', shard: 0, entries: 1, amount: 0 })
        .execute()
      const stray = `day ${D + 3} income '' shard 0: stored 1 entries moving 0, ledger 0 moving 0`
      expect(await findDriftedDays(tx, ONE)).toEqual([stray])
      expect(await findDriftedDays(tx, ONE, ids[1] ?? 0)).toEqual([stray])
    })
  })
})

class RolledBack extends Error {}
