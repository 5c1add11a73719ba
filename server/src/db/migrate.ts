import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
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
import * as storedTotals from './migrations/0039-stored-totals.ts'

import type { MigrationDialect } from './migrations/columns.ts'

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void>
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
  '0039-stored-totals': storedTotals,
}

/**
 * Brings the schema up to date; safe to run from several processes at once on PostgreSQL. `upTo`
 * stops after the named migration (tests of a migration's data steps).
 */
export async function migrateToLatest(database: Database, upTo?: string): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(
        Object.entries(migrations).map(([name, m]): [string, Migration] => [
          name,
          { up: (db) => m.up(db, database.dialect) },
        ]),
      ),
  }
  const migrator = new Migrator({ db: database.db as unknown as Kysely<unknown>, provider })
  const { error } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error('migration failed')
}
