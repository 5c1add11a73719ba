import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import type { Database } from './database.ts'
import * as platform from './migrations/0001-platform.ts'
import * as ledger from './migrations/0002-ledger.ts'
import * as chat from './migrations/0003-chat.ts'
import * as wallet from './migrations/0004-wallet.ts'
import * as content from './migrations/0005-content.ts'
import * as operatorSide from './migrations/0007-operator-side.ts'
import * as receiptStepUp from './migrations/0008-receipt-step-up.ts'
import * as bounds from './migrations/0009-bounds-and-retention.ts'
import * as operatorKeys from './migrations/0010-operator-keys.ts'
import * as passwordResetCoolDown from './migrations/0011-password-reset-cool-down.ts'
import * as smsDelivery from './migrations/0012-sms-delivery.ts'
import * as rechargeTotal from './migrations/0013-recharge-total.ts'
import * as productDisclosure from './migrations/0015-product-disclosure.ts'
import * as dashboard from './migrations/0016-dashboard.ts'
import * as bankReferences from './migrations/0017-bank-references.ts'
import * as pendingRechargesByUser from './migrations/0018-pending-recharges-by-user.ts'
import * as notifications from './migrations/0019-notifications.ts'
import * as queuesAtVolume from './migrations/0021-queues-at-volume.ts'
import * as findUsers from './migrations/0022-find-users.ts'
import * as sessionDevices from './migrations/0023-session-devices.ts'
import * as postingsByUserAndEntry from './migrations/0024-postings-by-user-and-entry.ts'
import * as contentTexts from './migrations/0025-content-texts.ts'
import * as supportContext from './migrations/0026-support-context.ts'
import * as runningHoldings from './migrations/0028-running-holdings.ts'
import * as unreadCounts from './migrations/0029-unread-counts.ts'
import * as earningsByReceipt from './migrations/0030-earnings-by-receipt.ts'
import * as recoveryCodesAndResolvedChats from './migrations/0032-recovery-codes-and-resolved-chats.ts'
import * as noOperatorAlone from './migrations/0033-no-operator-alone.ts'
import * as onePhoneFormAndNoTruncate from './migrations/0034-one-phone-form-and-no-truncate.ts'
import * as liveEvents from './migrations/0037-live-events.ts'
import * as storedTotals from './migrations/0039-stored-totals.ts'
import * as ledgerIndexesConcurrently from './migrations/0040-ledger-indexes-concurrently.ts'
import * as incomeDueByIndex from './migrations/0043-income-due-by-index.ts'
import * as incomeByQuarter from './migrations/0044-income-by-quarter.ts'
import * as userPostingsIndexedAlone from './migrations/0045-user-postings-indexed-alone.ts'

import type { MigrationDialect } from './migrations/columns.ts'

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void>
  /**
   * False for a migration that must run outside a transaction on PostgreSQL: an index built
   * `CONCURRENTLY`, which writes go on around (decision 0077). It must be safe to run again after
   * it failed half-way (`createIndexConcurrently`).
   */
  transaction?: false
}

/** One ordered list of migrations for both dialects; each receives the dialect it runs on. */
const migrations: Record<string, DialectMigration> = {
  '0001-platform': platform,
  '0002-ledger': ledger,
  '0003-chat': chat,
  '0004-wallet': wallet,
  '0005-content': content,
  '0007-operator-side': operatorSide,
  '0008-receipt-step-up': receiptStepUp,
  '0009-bounds-and-retention': bounds,
  '0010-operator-keys': operatorKeys,
  '0011-password-reset-cool-down': passwordResetCoolDown,
  '0012-sms-delivery': smsDelivery,
  '0013-recharge-total': rechargeTotal,
  '0015-product-disclosure': productDisclosure,
  '0016-dashboard': dashboard,
  '0017-bank-references': bankReferences,
  '0018-pending-recharges-by-user': pendingRechargesByUser,
  '0019-notifications': notifications,
  '0021-queues-at-volume': queuesAtVolume,
  '0022-find-users': findUsers,
  '0023-session-devices': sessionDevices,
  '0024-postings-by-user-and-entry': postingsByUserAndEntry,
  '0025-content-texts': contentTexts,
  '0026-support-context': supportContext,
  '0028-running-holdings': runningHoldings,
  '0029-unread-counts': unreadCounts,
  '0030-earnings-by-receipt': earningsByReceipt,
  '0032-recovery-codes-and-resolved-chats': recoveryCodesAndResolvedChats,
  '0033-no-operator-alone': noOperatorAlone,
  '0034-one-phone-form-and-no-truncate': onePhoneFormAndNoTruncate,
  '0037-live-events': liveEvents,
  '0039-stored-totals': storedTotals,
  '0040-ledger-indexes-concurrently': ledgerIndexesConcurrently,
  '0043-income-due-by-index': incomeDueByIndex,
  '0044-income-by-quarter': incomeByQuarter,
  '0045-user-postings-indexed-alone': userPostingsIndexedAlone,
}

/**
 * The lock every migrator of this schema takes first, on PostgreSQL: held by the session of the one
 * connection all its steps run on, so while it holds it no other process migrates, and what it
 * read as pending stays so.
 */
const MIGRATE_LOCK_KEY = 7_640_077

function providerFor(database: Database, names: readonly string[]): MigrationProvider {
  return {
    getMigrations: async () =>
      Object.fromEntries(
        names.map((name): [string, Migration] => [
          name,
          { up: (db) => migrations[name]!.up(db, database.dialect) },
        ]),
      ),
  }
}

/**
 * Waits for the migrators' lock by trying it, not by a blocking `pg_advisory_lock`: a concurrent
 * index build waits for every statement under way to end, and a statement blocked on the lock held
 * by the build's own session would never end (PostgreSQL reports the deadlock).
 */
async function takeMigrateLock(db: Kysely<unknown>): Promise<void> {
  for (;;) {
    const { rows } = await sql<{
      got: boolean
    }>`select pg_try_advisory_lock(${MIGRATE_LOCK_KEY}) as got`.execute(db)
    if (rows[0]?.got) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The migrations this version knows that the database has not run, in order. */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db as unknown as Kysely<unknown>,
    provider: providerFor(database, Object.keys(migrations)),
  })
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name)
}

/**
 * Brings the schema up to date; safe to run from several processes at once on PostgreSQL. `upTo`
 * stops after the named migration (tests of a migration's data steps). On PostgreSQL the pending
 * migrations run in stretches: those in a row that run in a transaction, in one; each that must not
 * (`transaction: false`) alone, outside any, with no statement time limit.
 */
export async function migrateToLatest(database: Database, upTo?: string): Promise<void> {
  const all = Object.keys(migrations)
  const names = upTo ? all.slice(0, all.indexOf(upTo) + 1) : all
  if (upTo && !all.includes(upTo)) throw new Error(`no migration named ${upTo}`)
  const provider = providerFor(database, names)
  if (database.dialect !== 'postgres') {
    // One process on SQLite, where an index is built in a transaction like anything else.
    const migrator = new Migrator({ db: database.db as unknown as Kysely<unknown>, provider })
    const { error } = await migrator.migrateToLatest()
    if (error) throw error instanceof Error ? error : new Error('migration failed')
    return
  }
  await database.db.connection().execute(async (connection) => {
    const db = connection as unknown as Kysely<unknown>
    await takeMigrateLock(db)
    try {
      for (;;) {
        const inTransaction = new Migrator({ db, provider })
        const pending = (await inTransaction.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name)
        const next = pending[0]
        if (next === undefined) return
        const outside = migrations[next]!.transaction === false
        let error: unknown
        if (outside) {
          await sql`set statement_timeout = 0`.execute(db)
          try {
            ;({ error } = await new Migrator({ db, provider, disableTransactions: true }).migrateTo(next))
          } finally {
            await sql`reset statement_timeout`.execute(db)
          }
        } else {
          const stop = pending.findIndex((name) => migrations[name]!.transaction === false)
          const last = stop === -1 ? pending.at(-1)! : pending[stop - 1]!
          ;({ error } = await inTransaction.migrateTo(last))
        }
        if (error) throw error instanceof Error ? error : new Error('migration failed')
      }
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATE_LOCK_KEY})`.execute(db)
    }
  })
}
