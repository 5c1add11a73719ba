import { sql } from 'kysely'
import { beforeAll, expect, it } from 'vitest'
import { inTransaction, type Tx } from '../../db/transaction.ts'
import { moneyChecksSince } from '../../money-checks.ts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildUser, fundUser } from '../../testing/factories.ts'
import { checkLedger } from './invariants.service.ts'
import { SETTLE_SECONDS, START, type Checkpoint } from './since.service.ts'

/**
 * The ledger check from a checkpoint (decision 0075): it moves the checkpoint past what it checked
 * and held (not past what may still commit), carries the ledger's sums on from it, and still finds
 * a break after it, and a stored balance changed under postings before it.
 */
describeEachDialect('the ledger check from a checkpoint', (ctx) => {
  let user: Awaited<ReturnType<typeof buildUser>>

  /** Runs every check from `from` (I5 aside: it opens transactions of its own) on `db`. */
  async function checkFrom(db: Tx, from: Checkpoint) {
    let reached: Checkpoint | undefined
    const checks = moneyChecksSince(from, (c) => (reached = c)).filter((c) => c.id !== 'I5')
    const report = await checkLedger({ db, clock: ctx().clock }, checks)
    return { failing: report.checks.filter((c) => !c.ok), reached }
  }

  /** What the check from `from` finds after `fixture`, all of it rolled back. */
  async function failingAfter(from: Checkpoint, fixture: (tx: Tx) => Promise<unknown>) {
    let failing: { id: string; detail: string }[] = []
    await inTransaction(ctx().deps.database, async (tx) => {
      await fixture(tx)
      failing = (await checkFrom(tx, from)).failing
      throw new RolledBack()
    }).catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error
    })
    return failing
  }

  const checkNow = () => inTransaction(ctx().deps.database, (tx) => checkFrom(tx, checkpoint))
  let checkpoint = START

  beforeAll(async () => {
    user = await buildUser(ctx())
    await fundUser(ctx(), user.user.id, 100_000)
  })

  it('moves only past rows settled long enough, and carries the sums on', async () => {
    const fresh = await checkNow()
    expect(fresh.failing).toEqual([])
    // Nothing is old enough yet: a row with a lower id could still commit.
    expect(fresh.reached).toEqual(START)

    ctx().clock.advance(SETTLE_SECONDS + 1)
    const settled = await checkNow()
    expect(settled.failing).toEqual([])
    const last = await ctx()
      .deps.db.selectFrom('postings')
      .select(sql<number>`max(id)`.as('id'))
      .executeTakeFirstOrThrow()
    expect(settled.reached?.postingId).toBe(Number(last.id))
    // The whole ledger sums to zero; the checkpoint keeps it.
    expect(settled.reached?.sums).toEqual({ money: 0 })
    checkpoint = settled.reached ?? START

    await fundUser(ctx(), user.user.id, 5_000)
    ctx().clock.advance(SETTLE_SECONDS + 1)
    const next = await checkNow()
    expect(next.failing).toEqual([])
    expect(next.reached?.postingId).toBeGreaterThan(checkpoint.postingId)
  })

  it('finds an unbalanced entry after the checkpoint', async () => {
    const failing = await failingAfter(checkpoint, async (tx) => {
      const entry = await tx
        .insertInto('journal_entries')
        .values({
          kind: 'adjustment',
          reference: 'test:alone',
          user_id: null,
          actor: 'test',
          reason: 'alone',
          created_at: ctx().clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const world = await tx
        .selectFrom('accounts')
        .select('id')
        .where('code', '=', 'system:world')
        .executeTakeFirstOrThrow()
      await tx
        .insertInto('postings')
        .values({
          entry_id: entry.id,
          account_id: world.id,
          user_id: null,
          amount: 5,
          balance_after: null,
          created_at: ctx().clock.now(),
        })
        .execute()
    })
    // One posting of 5: the entry does not balance, nor the ledger, nor its day's count (I14).
    expect(failing.map((c) => c.id)).toEqual(['I1', 'I1', 'I14'])
    expect(failing[0]?.detail).toMatch(/1 postings summing to 5/)
    expect(failing[1]?.detail).toBe('money sums to 5')
  })

  it('finds a stored balance moved under postings from before the checkpoint', async () => {
    const failing = await failingAfter(checkpoint, (tx) =>
      tx
        .updateTable('accounts')
        .set({ balance: sql<number>`balance + 1` })
        .where('code', '=', `user:${user.user.id}:balance`)
        .execute(),
    )
    expect(failing.map((c) => c.id)).toEqual(['I2'])
    expect(failing[0]?.detail).toContain(`user:${user.user.id}:balance: stored 105001`)
  })
})

class RolledBack extends Error {}
