import { sql, type Kysely } from 'kysely'
import type { MigrationDialect } from './columns.ts'

/**
 * Bounds that keep every sum exact, and indexes for the sweeper's purges.
 *
 * A stored balance never passes 2^53 − 1, the largest integer a JS number holds exactly: beyond it
 * every read of the account would fail. PostgreSQL gets a CHECK constraint; SQLite cannot add one
 * to an existing table (rebuilding `accounts` under the postings that reference it is not safe), so
 * two triggers refuse the same rows with the constraint's name.
 *
 * The sweeper deletes rows by age: each purge walks an index on the column it compares.
 */
export const MAX_EXACT_BALANCE = '9007199254740991'

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  const max = sql.raw(MAX_EXACT_BALANCE)
  if (dialect === 'postgres') {
    await sql`alter table accounts add constraint accounts_balance_exact check (balance <= ${max})`.execute(
      db,
    )
  } else {
    for (const op of ['insert', 'update of balance']) {
      const name = sql.raw(`accounts_balance_exact_${op.split(' ')[0]}`)
      await sql`create trigger ${name} before ${sql.raw(op)} on accounts
        when new.balance > ${max}
        begin select raise(abort, 'accounts_balance_exact'); end`.execute(db)
    }
  }

  const indexes: [string, string, string][] = [
    ['rate_limits_window_idx', 'rate_limits', 'window_start'],
    ['sessions_expires_idx', 'sessions', 'expires_at'],
    ['sessions_revoked_idx', 'sessions', 'revoked_at'],
    ['password_resets_expires_idx', 'password_resets', 'expires_at'],
    ['sms_outbox_created_idx', 'sms_outbox', 'created_at'],
    ['idempotency_keys_created_idx', 'idempotency_keys', 'created_at'],
  ]
  for (const [name, table, column] of indexes)
    await db.schema.createIndex(name).on(table).column(column).execute()
}
