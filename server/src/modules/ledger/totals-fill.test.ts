import { describe, expect, it } from 'vitest'
import { migrateToLatest } from '../../db/migrate.ts'
import { createTestDatabase, testDialects } from '../../testing/databases.ts'
import { CHECK_CHUNK } from './check-ranges.ts'
import { findDriftedDays } from './invariants.service.ts'
import { findDriftedIncome, findDriftedIncomeQuarters } from './totals-check.repo.ts'

const DAY = 86_400

for (const dialect of await testDialects()) {
  describe(`migrations 0039 and 0044, stored totals [${dialect}]`, () => {
    it('fills each user’s income received and each day’s totals from the ledger already there', async () => {
      const database = await createTestDatabase(dialect, {
        migrateUpTo: '0034-one-phone-form-and-no-truncate',
      })
      const { db } = database
      try {
        const user = (i: number) => ({
          phone: `555000${i}`,
          password_hash: 'x',
          nickname: `U${i}`,
          invitation_code: `CODE${i}`,
          inviter_id: null,
          frozen: 0,
          created_at: 1000,
        })
        await db
          .insertInto('users')
          .values([user(1), user(2)] as never)
          .execute()
        const [ana, ben] = (await db.selectFrom('users').select('id').orderBy('id').execute()).map(
          (r) => r.id,
        ) as [number, number]
        for (const id of [ana, ben])
          await db
            .insertInto('accounts')
            .values(
              ['balance', 'revenue'].map((kind) => ({
                code: `user:${id}:${kind}`,
                user_id: id,
                kind,
                asset: 'money',
                is_system: 0,
                balance: 0,
              })),
            )
            .execute()
        const account = async (code: string) =>
          (await db.selectFrom('accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id
        const entry = async (
          kind: string,
          reference: string,
          userId: number,
          at: number,
          lines: [string, number][],
        ) => {
          const { id } = await db
            .insertInto('journal_entries')
            .values({ kind, reference, user_id: userId, actor: 'test', reason: kind, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
          for (const [code, amount] of lines)
            await db
              .insertInto('postings')
              .values({
                entry_id: id,
                account_id: await account(code),
                user_id: code.startsWith('user:') ? userId : null,
                amount,
                balance_after: null,
                created_at: at,
              })
              .execute()
          return id
        }
        const monday = 20_000 * DAY
        const paid = await entry('income', 'income:1', ana, monday + 10, [
          ['system:income', -100],
          [`user:${ana}:revenue`, 100],
        ])
        await entry('income', 'income:2', ana, monday + DAY + 10, [
          ['system:income', -50],
          [`user:${ana}:revenue`, 50],
        ])
        await entry('adjustment', `reversal:${paid}`, ana, monday + DAY + 20, [
          ['system:income', 100],
          [`user:${ana}:revenue`, -100],
        ])
        await entry('recharge', 'recharge:1', ben, monday + 30, [
          ['system:world', -1000],
          [`user:${ben}:balance`, 1000],
        ])

        await migrateToLatest(database)

        const income = await db.selectFrom('ledger_user_income').selectAll().execute()
        // Ana received 150 and had 100 taken back; Ben received no income (no row counts as none).
        expect(income.map((r) => [r.user_id, Number(r.received)])).toEqual([[ana, 50]])
        const days = await db
          .selectFrom('ledger_day_totals')
          .select(['day', 'kind', 'account', 'shard', 'entries', 'amount'])
          .orderBy(['day', 'kind', 'account', 'shard'])
          .execute()
        expect(
          days.map((r) => [Number(r.day) - 20_000, r.kind, r.account, Number(r.entries), Number(r.amount)]),
        ).toEqual([
          [0, 'income', '', 1, 0],
          [0, 'income', 'system:income', 0, -100],
          [0, 'recharge', '', 1, 0],
          [0, 'recharge', 'system:world', 0, -1000],
          [1, 'adjustment', '', 1, 0],
          [1, 'adjustment', 'system:income', 0, 100],
          [1, 'income', '', 1, 0],
          [1, 'income', 'system:income', 0, -50],
        ])
        // Migration 0044: per quarter of an hour, the reversal in the quarter of the second receipt.
        const quarters = await db
          .selectFrom('ledger_user_income_quarters')
          .select(['user_id', 'quarter', 'received', 'principal'])
          .orderBy(['user_id', 'quarter'])
          .execute()
        expect(
          quarters.map((r) => [r.user_id, Number(r.quarter), Number(r.received), Number(r.principal)]),
        ).toEqual([
          [ana, monday / 900, 100, 0],
          [ana, (monday + DAY) / 900, -50, 0],
        ])
        // What the migration filled is what the checker (I14) sums from the ledger.
        const everyone = { from: 0, to: Number.MAX_SAFE_INTEGER }
        expect(await findDriftedIncomeQuarters(db, { users: everyone }, 5)).toEqual([])
        expect(await findDriftedIncome(db, everyone, 5)).toEqual([])
        expect(await findDriftedDays(db, CHECK_CHUNK)).toEqual([])
      } finally {
        await database.close()
      }
    })
  })
}
