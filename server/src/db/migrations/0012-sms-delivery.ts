import { sql, type Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * The SMS outbox becomes a delivery queue: a request writes its text in its own transaction and a
 * worker sends it later, with retries. Texts the built-in provider kept before (never sent, codes
 * hidden) are `kept`.
 *
 * - `pending`: waiting for the gateway; `text` still holds the code until it is sent or given up.
 * - `sent`: the gateway took it; `failed`: given up (the code expired or the retries ran out).
 * - `kept`: no gateway is configured; the text is kept with its code hidden and never sent.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema
    .alterTable('sms_outbox')
    .addColumn('status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('kept')
        .check(sql`status in ('pending', 'sent', 'failed', 'kept')`),
    )
    .execute()
  for (const column of ['attempts'] as const)
    await db.schema
      .alterTable('sms_outbox')
      .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
      .execute()
  // When the next attempt is due, until when a worker holds the row, and after when a send is
  // pointless (the code in it has expired).
  for (const column of ['next_attempt_at', 'claimed_until', 'expires_at', 'sent_at'] as const)
    await db.schema.alterTable('sms_outbox').addColumn(column, 'bigint').execute()
  await db.schema.alterTable('sms_outbox').addColumn('last_error', 'varchar(200)').execute()
  await db.schema
    .createIndex('sms_outbox_due_idx')
    .on('sms_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute()
}
