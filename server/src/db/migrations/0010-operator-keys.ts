import { sql, type Kysely } from 'kysely'
import { idColumn, type MigrationDialect } from './columns.ts'

/**
 * Operators' stronger keys: idle time-outs on every session, sign-in sessions that may only enrol a
 * second factor, operators' TOTP secrets, and a second operator's approval above a cap.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  // A session is live while both `expires_at` (absolute) and `idle_until` (slid forward on use)
  // lie ahead. Sessions made before this change keep their absolute end as their idle end.
  await db.schema
    .alterTable('sessions')
    .addColumn('idle_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await sql`update sessions set idle_until = expires_at`.execute(db)
  // 1: an operator who must set up two-factor sign-in first; the session reaches only that.
  await db.schema
    .alterTable('sessions')
    .addColumn('enrol_only', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('operator_totp')
    .addColumn('operator_id', 'bigint', (c) => c.primaryKey().references('operators.id'))
    // Base32 secrets: the confirmed one signs in; a pending one waits for its first code.
    .addColumn('secret', 'varchar(64)')
    .addColumn('pending_secret', 'varchar(64)')
    .addColumn('enabled_at', 'bigint')
    // The last 30-second step a code was accepted for: a code is used once.
    .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()

  // 0 means off: one operator moves any amount alone, and a recharge may be declared up to the
  // contract's own maximum.
  await db.schema
    .alterTable('money_settings')
    .addColumn('approval_cap', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('money_settings')
    .addColumn('recharge_max', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('money_approvals')
    .addColumn('id', ...idColumn(dialect))
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('requested_by', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'bigint', (c) => c.references('operators.id'))
    .addColumn('decided_at', 'bigint')
    .addUniqueConstraint('money_approvals_target_key', ['action', 'target_id'])
    .execute()
  await db.schema
    .createIndex('money_approvals_status_idx')
    .on('money_approvals')
    .columns(['status', 'id'])
    .execute()
}
