import { describe, expect, it } from 'vitest'
import { createTestDatabase, testDialects } from '../../testing/databases.ts'
import { migrateToLatest } from '../migrate.ts'

for (const dialect of await testDialects()) {
  describe(`migration 0029, unread counts [${dialect}]`, () => {
    it('counts the unread notifications each user already has', async () => {
      const database = await createTestDatabase(dialect, { migrateUpTo: '0028-running-holdings' })
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
          .values([user(1), user(2), user(3)] as never)
          .execute()
        const ids = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((r) => r.id)
        const [ana, ben] = ids as [number, number]
        const note = (userId: number, readAt: number | null) => ({
          user_id: userId,
          type: 'recharge.confirmed',
          params: '{}',
          created_at: 1000,
          read_at: readAt,
        })
        await db
          .insertInto('notifications')
          .values([note(ana, null), note(ana, null), note(ana, 2000), note(ben, 2000)])
          .execute()

        await migrateToLatest(database)

        const counts = await db.selectFrom('notification_unread').selectAll().orderBy('user_id').execute()
        // Ben has read his one; Cy never had any: neither needs a row (no row counts as none).
        expect(counts.map((r) => [r.user_id, Number(r.unread)])).toEqual([[ana, 2]])
      } finally {
        await database.close()
      }
    })
  })
}
