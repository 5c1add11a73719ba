import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createTestDatabase, testDialects } from '../../testing/databases.ts'
import { migrateToLatest } from '../migrate.ts'

for (const dialect of await testDialects()) {
  describe(`migration 0023, session devices [${dialect}]`, () => {
    it('keeps the addresses 0022 stored only with their last part hidden, and drops the full ones', async () => {
      const database = await createTestDatabase(dialect, { migrateUpTo: '0022-find-users' })
      const { db } = database
      try {
        const session = (id: number, ip: string | null) => ({
          token_hash: `hash-${id}`,
          subject_kind: 'user',
          subject_id: 1,
          created_at: 1000 + id,
          expires_at: 9_999_999_999,
          revoked_at: null,
          ip,
        })
        await db
          .insertInto('sessions')
          .values([
            session(1, '203.0.113.7'),
            session(2, '2001:db8:85a3:8d3:1319:8a2e:370:7348'),
            session(3, null),
            session(4, 'seed'),
          ] as never)
          .execute()

        await migrateToLatest(database)

        const rows = await db
          .selectFrom('sessions')
          .select(['token_hash', 'ip_hint', 'created_at', 'last_seen_at'])
          .orderBy('token_hash')
          .execute()
        expect(rows.map((r) => [r.token_hash, r.ip_hint])).toEqual([
          ['hash-1', '203.0.113.x'],
          ['hash-2', '2001:db8:85a3:x'],
          ['hash-3', null],
          ['hash-4', null],
        ])
        // Sessions from before were last seen, as far as anyone knows, when they began.
        expect(rows.every((r) => Number(r.last_seen_at) === Number(r.created_at))).toBe(true)
        // The full address is no longer stored anywhere in the table.
        const all = await sql`select * from sessions`.execute(db)
        expect(JSON.stringify(all.rows)).not.toContain('203.0.113.7')
        expect(Object.keys(all.rows[0] as object)).not.toContain('ip')
      } finally {
        await database.close()
      }
    })
  })
}
