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

  /** The stored day totals of day `day`, kind income, in key order. */
  const storedOn = (tx: Tx, day: number) =>
    tx
      .selectFrom('ledger_day_totals')
      .select(['account', 'shard', 'entries', 'amount'])
      .where('day', '=', day)
      .where('kind', '=', 'income')
      .orderBy('account')
      .orderBy('shard')
      .execute()
      .then((rows) => rows.map((r) => ({ ...r, entries: Number(r.entries), amount: Number(r.amount) })))

  it('keeps one row per entry with a system line, counting the entry on it', async () => {
    const { user } = await buildUser(ctx())
    const shard = shardOf(user.id)
    await rolledBack(async (tx) => {
      await postAlternating(tx, user.id)
      // Day D: the first, third and fifth entries (10, 30, 50); none counted under ''.
      expect(await storedOn(tx, D)).toEqual([{ account: 'system:income', shard, entries: 3, amount: -90 }])
      expect(await storedOn(tx, D + 1)).toEqual([
        { account: 'system:income', shard, entries: 2, amount: -60 },
      ])
    })
  })

  it("finds a day's stored total off its entries, counting those before the checkpoint", async () => {
    const { user } = await buildUser(ctx())
    const shard = shardOf(user.id)
    await rolledBack(async (tx) => {
      const ids = await postAlternating(tx, user.id)
      // The count is kept on the system account's row (decision 0085), reported under ''.
      await tx
        .updateTable('ledger_day_totals')
        .set((eb) => ({ entries: eb('entries', '+', 1) }))
        .where('day', '=', D)
        .where('kind', '=', 'income')
        .where('account', '=', 'system:income')
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

  it("reads a count kept under '' (as rows were written before) and on a system account alike", async () => {
    const { user } = await buildUser(ctx())
    const shard = shardOf(user.id)
    await rolledBack(async (tx) => {
      const ids = await postAlternating(tx, user.id)
      // Day D as the moves wrote it before: two of its three entries counted under '', one on the
      // system account's row (a day written partly before, partly after); day D + 1 as now.
      const dayD = (account: string) =>
        tx
          .updateTable('ledger_day_totals')
          .where('day', '=', D)
          .where('kind', '=', 'income')
          .where('account', '=', account)
          .where('shard', '=', shard)
      await dayD('system:income')
        .set((eb) => ({ entries: eb('entries', '-', 2) }))
        .execute()
      await tx
        .insertInto('ledger_day_totals')
        .values({ day: D, kind: 'income', account: '', shard, entries: 2, amount: 0 })
        .execute()
      expect(await storedOn(tx, D)).toEqual([
        { account: '', shard, entries: 2, amount: 0 },
        { account: 'system:income', shard, entries: 1, amount: -90 },
      ])
      expect(await findDriftedDays(tx, ONE)).toEqual([])
      for (const checkpoint of ids.slice(0, -1))
        expect(await findDriftedDays(tx, ONE, checkpoint)).toEqual([])
      // A count off by one under '', then an amount off on the system account: each is found.
      await dayD('')
        .set((eb) => ({ entries: eb('entries', '+', 1) }))
        .execute()
      const count = `day ${D} income '' shard ${shard}: stored 4 entries moving 0, ledger 3 moving 0`
      expect(await findDriftedDays(tx, ONE)).toEqual([count])
      expect(await findDriftedDays(tx, ONE, ids[3] ?? 0)).toEqual([count])
      await dayD('')
        .set((eb) => ({ entries: eb('entries', '-', 1) }))
        .execute()
      await dayD('system:income')
        .set((eb) => ({ amount: eb('amount', '+', 5) }))
        .execute()
      expect(await findDriftedDays(tx, ONE)).toEqual([
        `day ${D} income 'system:income' shard ${shard}: stored 0 entries moving -85, ledger 0 moving -90`,
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
      // As the moves write it now: the count on the system account's row, reported folded.
      await tx
        .insertInto('ledger_day_totals')
        .values({ day: D + 4, kind: 'income', account: 'system:income', shard: 1, entries: 1, amount: -7 })
        .execute()
      expect(await findDriftedDays(tx, ONE)).toEqual([
        stray,
        `day ${D + 4} income '' shard 1: stored 1 entries moving 0, ledger 0 moving 0`,
        `day ${D + 4} income 'system:income' shard 1: stored 0 entries moving -7, ledger 0 moving 0`,
      ])
      // Counts that cancel out between a day's accounts count nothing: only the amount is off.
      await tx
        .insertInto('ledger_day_totals')
        .values({ day: D + 4, kind: 'income', account: '', shard: 1, entries: -1, amount: 0 })
        .execute()
      expect(await findDriftedDays(tx, ONE)).toEqual([
        stray,
        `day ${D + 4} income 'system:income' shard 1: stored 0 entries moving -7, ledger 0 moving 0`,
      ])
    })
  })

  it('reads on past days whose stored counts cancel out, to a drift after them', async () => {
    const { user } = await buildUser(ctx())
    await rolledBack(async (tx) => {
      await postAlternating(tx, user.id)
      // More days than the few a statement reads, each counting nothing in all, then one that does.
      for (let day = D + 3; day < D + 9; day++)
        await tx
          .insertInto('ledger_day_totals')
          .values([
            { day, kind: 'income', account: '', shard: 2, entries: -1, amount: 0 },
            { day, kind: 'income', account: 'system:income', shard: 2, entries: 1, amount: 0 },
          ])
          .execute()
      await tx
        .insertInto('ledger_day_totals')
        .values({ day: D + 9, kind: 'income', account: 'system:income', shard: 2, entries: 1, amount: 0 })
        .execute()
      expect(await findDriftedDays(tx, ONE)).toEqual([
        `day ${D + 9} income '' shard 2: stored 1 entries moving 0, ledger 0 moving 0`,
      ])
    })
  })
})

class RolledBack extends Error {}
