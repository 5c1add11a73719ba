import { sql, type Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * What a user's sessions page shows of each session: a short copy of the browser's User-Agent
 * given at sign-in, the sign-in address with its last part hidden, the last time the session was
 * used, and up to which sign-in of the same account this session has seen the new-sign-in notice.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(160)').execute()
  await db.schema.alterTable('sessions').addColumn('ip_hint', 'varchar(48)').execute()
  await db.schema
    .alterTable('sessions')
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  // Sessions made before this change were last seen, as far as anyone knows, when they began.
  await sql`update sessions set last_seen_at = created_at`.execute(db)
  await db.schema.alterTable('sessions').addColumn('sign_ins_seen_id', 'bigint').execute()
}
