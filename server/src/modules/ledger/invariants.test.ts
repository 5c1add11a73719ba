import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { inTransaction } from '../../db/transaction.ts'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildUser, checkMoney, fundUser } from '../../testing/factories.ts'
import { postEntry } from './ledger.service.ts'

describeEachDialect('the ledger and its checker', (ctx) => {
  const failing = async () => (await checkMoney(ctx())).checks.filter((c) => !c.ok).map((c) => c.id)

  it('holds on a ledger built by the services', async () => {
    const { user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 5_000)
    expect(await failing()).toEqual([])
  })

  it('refuses to change or delete history', async () => {
    const db = ctx().deps.database.db
    await expect(sql`update postings set amount = amount + 1`.execute(db)).rejects.toThrow()
    await expect(sql`delete from journal_entries`.execute(db)).rejects.toThrow()
  })

  it('refuses a debit that would take a user below zero, and writes nothing', async () => {
    const { user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 100)
    const entries = async () =>
      (await ctx().deps.database.db.selectFrom('journal_entries').select('id').execute()).length
    const before = await entries()
    const overdraw = inTransaction(ctx().deps.database, (tx) =>
      postEntry(
        { db: tx },
        {
          kind: 'adjustment',
          reference: `test:${user.id}:overdraw`,
          userId: user.id,
          actor: 'test',
          reason: 'overdraw',
          now: ctx().clock.now(),
          lines: [
            { account: { user: user.id, kind: 'balance' }, amount: -101 },
            { account: { system: 'world' }, amount: 101 },
          ],
        },
      ),
    )
    await expect(overdraw).rejects.toMatchObject({ messageKey: 'ledger.insufficientFunds' })
    expect(await entries()).toBe(before)
  })

  it('refuses an entry that does not balance, and a reference used twice', async () => {
    const { user } = await buildUser(ctx())
    const line = (amount: number) => ({ account: { user: user.id, kind: 'balance' as const }, amount })
    await expect(
      inTransaction(ctx().deps.database, (tx) =>
        postEntry(
          { db: tx },
          {
            kind: 'adjustment',
            reference: 'x:unbalanced',
            userId: user.id,
            actor: 'test',
            reason: '',
            now: 1,
            lines: [line(5), { account: { system: 'world' }, amount: -4 }],
          },
        ),
      ),
    ).rejects.toThrow(/balance/)
    const entry = {
      kind: 'adjustment',
      reference: `x:twice:${user.id}`,
      userId: user.id,
      actor: 'test',
      reason: '',
      now: 1,
      lines: [line(5), { account: { system: 'world' as const }, amount: -5 }],
    }
    await inTransaction(ctx().deps.database, (tx) => postEntry({ db: tx }, entry))
    await expect(
      inTransaction(ctx().deps.database, (tx) => postEntry({ db: tx }, entry)),
    ).rejects.toMatchObject({
      messageKey: 'ledger.duplicate',
    })
  })

  it('reports a stored balance that no longer matches its postings (I2)', async () => {
    const { user } = await buildUser(ctx())
    await fundUser(ctx(), user.id, 1_000)
    const db = ctx().deps.database.db
    await db
      .updateTable('accounts')
      .set({ balance: sql`balance + 1` })
      .where('code', '=', `user:${user.id}:balance`)
      .execute()
    expect(await failing()).toEqual(['I2'])
    await db
      .updateTable('accounts')
      .set({ balance: sql`balance - 1` })
      .where('code', '=', `user:${user.id}:balance`)
      .execute()
    expect(await failing()).toEqual([])
  })

  it('forbids negative user money in the schema itself (I3)', async () => {
    const { user } = await buildUser(ctx())
    const db = ctx().deps.database.db
    await expect(
      db.updateTable('accounts').set({ balance: -1 }).where('code', '=', `user:${user.id}:balance`).execute(),
    ).rejects.toThrow()
  })
})
