import { sql, type Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/** Minor units: one operator alone moves at most this per action, and per user per day. */
export const DEFAULT_APPROVAL_CAP = 500_000
/** Minor units: the largest recharge a user may declare. */
export const DEFAULT_RECHARGE_MAX = 5_000_000
/** Minor units: what one operator alone moves per day, all users together. */
export const DEFAULT_OPERATOR_DAILY_CAP = 10_000_000

/**
 * No operator moves or makes money alone (decision 0058).
 *
 * - A holding ends (`ended_at`) when its purchase or one of its receipts is reversed: it pays nothing
 *   more and may not be unfrozen.
 * - A waiting approval keeps what the second operator approves besides an amount: a reversal's
 *   reason, or the limits a settings change asks for (`details`, JSON).
 * - The approval cap and the recharge maximum are on: a deployment that still has the old default
 *   (0, off) gets the new ones; a per-operator daily cap joins them.
 * - What each operator, and each user, moved alone on a day (`money_alone_days`): splits under the
 *   cap that add up past it need a second operator.
 * - The devices an operator signed in from (`operator_devices`, the SHA-256 of a cookie's token):
 *   a known device is not held back by the delays others' failures put on the operator's name.
 */
export async function up(db: Kysely<unknown>, _dialect: MigrationDialect): Promise<void> {
  await db.schema.alterTable('holdings').addColumn('ended_at', 'bigint').execute()
  await db.schema.alterTable('money_approvals').addColumn('details', 'text').execute()
  await db.schema
    .alterTable('money_settings')
    .addColumn('operator_daily_cap', 'bigint', (c) => c.notNull().defaultTo(DEFAULT_OPERATOR_DAILY_CAP))
    .execute()
  await sql`update money_settings set approval_cap = ${DEFAULT_APPROVAL_CAP} where approval_cap = 0`.execute(
    db,
  )
  await sql`update money_settings set recharge_max = ${DEFAULT_RECHARGE_MAX} where recharge_max = 0`.execute(
    db,
  )
  await db.schema
    .createTable('money_alone_days')
    // `operator:<id>` or `user:<id>`.
    .addColumn('subject', 'varchar(40)', (c) => c.notNull())
    // Days since the epoch, UTC.
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('money_alone_days_pkey', ['subject', 'day'])
    .execute()
  await db.schema
    .createTable('operator_devices')
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('operator_devices_pkey', ['operator_id', 'token_hash'])
    .execute()
}
