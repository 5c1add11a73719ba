import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createTestDatabase, postgresAvailable, testDialects } from '../testing/databases.ts'
import { migrateToLatest, pendingMigrations } from './migrate.ts'

for (const dialect of await testDialects()) {
  describe(`the migrations [${dialect}]`, () => {
    it('say what is pending, and nothing once run', async () => {
      const database = await createTestDatabase(dialect, {
        migrateUpTo: '0040-ledger-indexes-concurrently',
      })
      try {
        expect(await pendingMigrations(database)).toEqual([
          '0043-income-due-by-index',
          '0044-income-by-quarter',
          '0045-user-postings-indexed-alone',
        ])
        await migrateToLatest(database)
        expect(await pendingMigrations(database)).toEqual([])
      } finally {
        await database.close()
      }
    })
  })
}

describe.skipIf(!(await postgresAvailable()))('a migration outside a transaction (PostgreSQL)', () => {
  it(
    'builds its index concurrently, from three migrators at once, valid and once',
    { timeout: 60_000 },
    async () => {
      const database = await createTestDatabase('postgres', {
        poolSize: 4,
        migrateUpTo: '0040-ledger-indexes-concurrently',
      })
      try {
        await Promise.all([migrateToLatest(database), migrateToLatest(database), migrateToLatest(database)])
        const { rows } = await sql<{ valid: boolean }>`
        select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname = 'holdings_next_due_idx'`.execute(database.db)
        expect(rows).toEqual([{ valid: true }])
      } finally {
        await database.close()
      }
    },
  )

  it('builds again an index a failed concurrent build left invalid', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase('postgres', {
      poolSize: 2,
      migrateUpTo: '0034-one-phone-form-and-no-truncate',
    })
    try {
      // What a concurrent build that failed half-way leaves: the index, marked invalid, and the
      // migration not recorded.
      await sql`CREATE INDEX holdings_next_due_idx ON holdings (id)`.execute(database.db)
      await sql`update pg_index set indisvalid = false where indexrelid = 'holdings_next_due_idx'::regclass`.execute(
        database.db,
      )
      await migrateToLatest(database)
      const { rows } = await sql<{ valid: boolean; definition: string }>`
        select i.indisvalid as valid, pg_get_indexdef(i.indexrelid) as definition from pg_index i
        where i.indexrelid = 'holdings_next_due_idx'::regclass`.execute(database.db)
      expect(rows[0]?.valid).toBe(true)
      expect(rows[0]?.definition).toContain('claim_period_seconds')
    } finally {
      await database.close()
    }
  })
})
