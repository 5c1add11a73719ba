export { findUserEvent, listUserEvents, type UserEvent } from './activity.repo.ts'
export { presentBalances } from './balances.presenter.ts'
export { runLedgerCheck } from './dashboard.service.ts'
export type { EntryNames } from './entry-description.ts'
export { describeEntries, listHeldAmounts, listUserEntriesOf } from './invariants.repo.ts'
export { allIdsOf, CHECK_CHUNK, type CheckChunk, findInRanges, type IdRange } from './check-ranges.ts'
export { type CheckInput, checkLedger, type LedgerCheck, ledgerChecks } from './invariants.service.ts'
export { type Checkpoint, ledgerChecksSince, START } from './since.service.ts'
export { ledgerModule } from './ledger.module.ts'
export {
  entriesStep,
  type EntrySourceColumns,
  findEntry,
  findReversedAmong,
  listUsersAccounts,
  storedRechargeTotal,
  userBalancesJson,
  userPaymentsByEntry,
  walletMovesStep,
} from './ledger.repo.ts'
export {
  type EntryLine,
  getUserBalances,
  type NewEntry,
  openUserAccounts,
  postEntries,
  postEntry,
} from './ledger.service.ts'
export {
  findUserPosting,
  listUserIncomeReversals,
  listUserPostings,
  sumUserIncome,
  type UserPosting,
} from './postings.repo.ts'
export {
  balanceMoved,
  entryAmount,
  postReversal,
  type Reversal,
  type Reversed,
  reversibleEntry,
} from './reversal.service.ts'
export { sumUserIncomeByDay } from './totals.repo.ts'
