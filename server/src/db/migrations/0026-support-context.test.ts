import { describe, expect, it } from 'vitest'
import { createTestDatabase, testDialects } from '../../testing/databases.ts'
import { migrateToLatest } from '../migrate.ts'

for (const dialect of await testDialects()) {
  describe(`migration 0026, support context [${dialect}]`, () => {
    it('folds the nicknames of the users there already are', async () => {
      const database = await createTestDatabase(dialect, { migrateUpTo: '0024-postings-by-user-and-entry' })
      const { db } = database
      try {
        const user = (i: number, nickname: string) => ({
          phone: `555000${i}`,
          password_hash: 'x',
          nickname,
          invitation_code: `CODE${i}`,
          inviter_id: null,
          frozen: 0,
          created_at: 1000,
        })
        await db
          .insertInto('users')
          .values([user(1, 'ANA'), user(2, 'Élodie'), user(3, 'ΣΟΦΙΑ'), user(4, 'bo')] as never)
          .execute()

        // Enough more to fill three pages of the fold.
        for (let page = 0; page < 3; page++)
          await db
            .insertInto('users')
            .values(
              Array.from({ length: 400 }, (_, i) =>
                user(10_000 + page * 400 + i, `Member ${page}-${i}`),
              ) as never,
            )
            .execute()

        await migrateToLatest(database)

        const rows = await db.selectFrom('users').select(['nickname_folded']).orderBy('id').execute()
        expect(rows.slice(0, 4).map((r) => r.nickname_folded)).toEqual(['ana', 'élodie', 'σοφια', 'bo'])
        expect(rows).toHaveLength(1_204)
        expect(rows.at(-1)?.nickname_folded).toBe('member 2-399')
        expect(rows.filter((r) => r.nickname_folded === '')).toEqual([])
      } finally {
        await database.close()
      }
    })
  })
}
