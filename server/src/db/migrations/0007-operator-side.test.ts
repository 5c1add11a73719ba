import { describe, expect, it } from 'vitest'
import { codeKey } from '../../lib/tokens.ts'
import { createTestDatabase, testDialects } from '../../testing/databases.ts'
import { migrateToLatest } from '../migrate.ts'

for (const dialect of await testDialects()) {
  describe(`migration 0007, the operator side [${dialect}]`, () => {
    it('keeps old redemption codes redeemable by key, hides kept codes, and makes the audit log append-only', async () => {
      const database = await createTestDatabase(dialect, { migrateUpTo: '0005-content' })
      const { db } = database
      try {
        const operator = await db
          .insertInto('operators')
          .values({ username: 'old-admin', password_hash: 'x', role: 'admin', created_at: 1 } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
        const user = await db
          .insertInto('users')
          .values({
            phone: '5550107777',
            password_hash: 'x',
            nickname: 'Old',
            invitation_code: 'OLDUSER1',
            created_at: 1,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow()
        // Rows as they were before: the code itself as the key, no masked form.
        await db
          .insertInto('redemption_codes')
          .values({
            code: 'OLDCODEABC23',
            reward: 'balance',
            amount: 500,
            max_uses: 3,
            uses: 1,
            per_user_limit: 1,
            expires_at: 9_999_999_999,
            note: 'before',
            created_by: operator.id,
            created_at: 1,
          } as never)
          .execute()
        await db
          .insertInto('redemption_user_counts')
          .values({ code: 'OLDCODEABC23', user_id: user.id, uses: 1 })
          .execute()
        await db
          .insertInto('sms_outbox')
          .values({ phone: '5550107777', text: 'Your verification code is 918273.', created_at: 1 })
          .execute()
        await db
          .insertInto('audit_log')
          .values({
            operator_id: operator.id,
            action: 'redemption.create',
            target: 'redemption:1',
            before_json: 'null',
            after_json: JSON.stringify({ note: 'before', codes: ['OLDCODEABC23'] }),
            created_at: 1,
          })
          .execute()

        await migrateToLatest(database)

        const codes = await db.selectFrom('redemption_codes').selectAll().execute()
        expect(codes).toEqual([
          expect.objectContaining({
            code: codeKey('OLDCODEABC23'),
            display: 'OLDC…23',
            uses: 1,
            max_uses: 3,
          }),
        ])
        expect(await db.selectFrom('redemption_user_counts').selectAll().execute()).toEqual([
          { code: codeKey('OLDCODEABC23'), user_id: user.id, uses: 1 },
        ])
        expect((await db.selectFrom('sms_outbox').select('text').executeTakeFirstOrThrow()).text).toBe(
          'Your verification code is ••••••.',
        )
        const audit = await db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow()
        expect(JSON.parse(audit.after_json)).toEqual({ note: 'before', codes: ['OLDC…23'] })

        await expect(
          db
            .updateTable('audit_log')
            .set({ action: 'nothing.happened' })
            .where('id', '=', audit.id)
            .execute(),
        ).rejects.toThrow(/append-only/)
        await expect(db.deleteFrom('audit_log').where('id', '=', audit.id).execute()).rejects.toThrow(
          /append-only/,
        )
        expect(await db.selectFrom('audit_log').selectAll().execute()).toEqual([audit])
      } finally {
        await database.close()
      }
    })
  })
}
