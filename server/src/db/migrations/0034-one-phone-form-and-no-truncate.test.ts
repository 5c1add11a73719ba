import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createTestDatabase, testDialects } from '../../testing/databases.ts'
import { migrateToLatest } from '../migrate.ts'
import { APPEND_ONLY_TABLES } from './0034-one-phone-form-and-no-truncate.ts'

for (const dialect of await testDialects()) {
  describe(`migration 0034, one phone form and no TRUNCATE of history [${dialect}]`, () => {
    it('writes stored phones in one form, leaving alone two accounts that would become one', async () => {
      const database = await createTestDatabase(dialect, {
        migrateUpTo: '0032-recovery-codes-and-resolved-chats',
      })
      const { db } = database
      try {
        const user = (id: number, phone: string) => ({
          id,
          phone,
          password_hash: 'x',
          nickname: `u${id}`,
          invitation_code: `CODE${id}`,
          inviter_id: null,
          frozen: 0,
          created_at: 1000,
          password_reset_at: null,
        })
        await db
          .insertInto('users')
          .values([
            user(1, '+5550100009'),
            user(2, '05550100010'),
            user(3, '5550100010'),
            user(4, '+5550100011'),
            user(5, '005550100011'),
            user(6, '5550100012'),
          ] as never)
          .execute()

        await migrateToLatest(database)

        const rows = await db.selectFrom('users').select(['id', 'phone']).orderBy('id').execute()
        expect(rows.map((r) => [Number(r.id), r.phone])).toEqual([
          [1, '5550100009'],
          [2, '05550100010'],
          [3, '5550100010'],
          [4, '+5550100011'],
          [5, '005550100011'],
          [6, '5550100012'],
        ])
      } finally {
        await database.close()
      }
    })

    if (dialect === 'postgres') {
      it('refuses TRUNCATE on every append-only table', async () => {
        const database = await createTestDatabase(dialect)
        try {
          for (const table of APPEND_ONLY_TABLES) {
            await expect(
              sql`truncate ${sql.table(table)} cascade`.execute(database.db),
              table,
            ).rejects.toThrow(/append-only/)
          }
        } finally {
          await database.close()
        }
      })
    }
  })
}
