import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, testDialects } from '../testing/databases.ts'
import { prepared, type Database } from './database.ts'
import { inTransaction, isCheckViolation, isUniqueViolation } from './transaction.ts'

for (const dialect of await testDialects()) {
  describe(`database layer [${dialect}]`, () => {
    let database: Database
    beforeAll(async () => {
      database = await createTestDatabase(dialect)
    })
    afterAll(async () => {
      await database.close()
    })

    const insertCode = (db: Database['db'], code: string, uses = 0) =>
      db
        .insertInto('invitation_codes')
        .values({ code, max_uses: 10, uses, note: '', created_by: 1, created_at: 1 })
        .execute()

    beforeAll(async () => {
      await database.db
        .insertInto('operators')
        .values({ username: 'root', password_hash: 'x', role: 'admin', disabled: 0, created_at: 1 })
        .execute()
    })

    it('reads integers back as exact numbers, including sums', async () => {
      await insertCode(database.db, 'SUM-A', 7)
      await insertCode(database.db, 'SUM-B', 9)
      const row = await database.db
        .selectFrom('invitation_codes')
        .select(sql<number>`cast(sum(uses) as bigint)`.as('total'))
        .where('code', 'like', 'SUM-%')
        .executeTakeFirstOrThrow()
      expect(row.total).toBe(16)
      const big = await sql<{ n: number }>`select cast(9007199254740991 as bigint) as n`.execute(database.db)
      expect(big.rows[0]?.n).toBe(Number.MAX_SAFE_INTEGER)
    })

    it('refuses loudly an integer that a JS number cannot hold exactly', async () => {
      await expect(sql`select cast(9007199254740993 as bigint) as n`.execute(database.db)).rejects.toThrow(
        RangeError,
      )
    })

    it('rolls back every write of a failed transaction', async () => {
      await expect(
        inTransaction(database, async (tx) => {
          await insertCode(tx, 'ROLLBACK-1')
          throw new Error('stop here')
        }),
      ).rejects.toThrow('stop here')
      const row = await database.db
        .selectFrom('invitation_codes')
        .select('code')
        .where('code', '=', 'ROLLBACK-1')
        .executeTakeFirst()
      expect(row).toBeUndefined()
    })

    it('commits and rolls back a transaction on generic plans as any other', async () => {
      const generic = { genericPlans: true }
      await inTransaction(database, (tx) => insertCode(tx, 'GENERIC-1'), generic)
      await expect(
        inTransaction(
          database,
          async (tx) => {
            await insertCode(tx, 'GENERIC-2')
            throw new Error('stop here')
          },
          generic,
        ),
      ).rejects.toThrow('stop here')
      const codes = await database.db
        .selectFrom('invitation_codes')
        .select('code')
        .where('code', 'like', 'GENERIC-%')
        .execute()
      expect(codes.map((c) => c.code)).toEqual(['GENERIC-1'])
    })

    if (dialect === 'postgres')
      it('runs prepared statements on their generic plan inside such a transaction only', async () => {
        // One connection, so the transaction after it is on the same one.
        const one = await createTestDatabase('postgres', { poolSize: 1 })
        try {
          const read = prepared('generic-plans-probe')
          const plans = async (tx: Database['db']) => {
            // A statement prepared under this name, run with a value each time.
            for (let i = 0; i < 7; i++)
              await sql`${read}select code from invitation_codes where code = ${`C-${i}`}`.execute(tx)
            const row = await sql<{ generic: number; custom: number; mode: string }>`
              select generic_plans as generic, custom_plans as custom,
                current_setting('plan_cache_mode') as mode
              from pg_prepared_statements where name = 'generic-plans-probe'`.execute(tx)
            return row.rows[0]
          }
          const inside = await inTransaction(one, plans, { genericPlans: true })
          expect(inside).toMatchObject({ generic: 7, custom: 0, mode: 'force_generic_plan' })
          // The setting ended with its transaction: the connection went back to the pool as it came.
          const after = await inTransaction(one, plans)
          expect(after?.mode).toBe('auto')
        } finally {
          await one.close()
        }
      })

    it('recognises unique violations', async () => {
      await insertCode(database.db, 'UNIQUE-1')
      const error = await insertCode(database.db, 'UNIQUE-1').catch((e: unknown) => e)
      expect(isUniqueViolation(error)).toBe(true)
      expect(isCheckViolation(error)).toBe(false)
    })

    it('recognises CHECK violations, and the bound SQLite keeps by trigger as one', async () => {
      const refusal = (statement: Promise<unknown>) =>
        statement.then(() => undefined).catch((e: unknown) => e)
      // A CHECK constraint on both: an account that is not the platform's never goes below zero.
      const negative = await refusal(
        sql`insert into accounts (code, user_id, kind, asset, is_system, balance)
          values ('probe:negative', null, 'balance', 'money', 0, ${-1})`.execute(database.db),
      )
      // No balance passes 2^53 − 1: a CHECK on PostgreSQL, a trigger that aborts on SQLite.
      const beyond = await refusal(
        sql`update accounts set balance = 9007199254740992 where code = 'system:world'`.execute(database.db),
      )
      for (const error of [negative, beyond]) {
        expect(error).toBeInstanceOf(Error)
        expect(isCheckViolation(error)).toBe(true)
        expect(isUniqueViolation(error)).toBe(false)
      }
    })

    it('never lets a conditional increment pass its bound under parallel transactions', async () => {
      await insertCode(database.db, 'RACE-1')
      const results = await Promise.all(
        Array.from({ length: 30 }, () =>
          inTransaction(database, async (tx) => {
            const r = await tx
              .updateTable('invitation_codes')
              .set({ uses: sql`uses + 1` })
              .where('code', '=', 'RACE-1')
              .whereRef('uses', '<', 'max_uses')
              .executeTakeFirst()
            return r.numUpdatedRows === 1n
          }),
        ),
      )
      expect(results.filter(Boolean)).toHaveLength(10)
      const row = await database.db
        .selectFrom('invitation_codes')
        .select('uses')
        .where('code', '=', 'RACE-1')
        .executeTakeFirstOrThrow()
      expect(row.uses).toBe(10)
    })
  })
}
