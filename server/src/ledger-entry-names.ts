import type { EntryNames } from './modules/ledger/index.ts'
import { operatorNames } from './modules/operators/index.ts'
import { withdrawalsRequestedByEntries } from './modules/wallet/index.ts'

/**
 * The names a user's ledger entries are told by in the console: operators' usernames (operators)
 * and the withdrawal each request entry asked for (wallet). Both modules sit above the ledger, so
 * they are composed here, where every module is known.
 */
export const ledgerEntryNames: EntryNames = {
  operators: (db, ids) => operatorNames({ db }, ids),
  withdrawalRequests: (db, userId, entryIds) => withdrawalsRequestedByEntries({ db }, userId, entryIds),
}
