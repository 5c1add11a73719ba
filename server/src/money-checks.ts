import { incomeChecks } from './modules/income/index.ts'
import { type Checkpoint, type LedgerCheck, ledgerChecks, ledgerChecksSince } from './modules/ledger/index.ts'
import { redeemChecks } from './modules/redeem/index.ts'
import { walletChecks } from './modules/wallet/index.ts'

/**
 * Every invariant of docs/money.md that holds at any moment (I1–I11, I13 and I14), each checked by the module that
 * owns its facts, in the order of their ids. The console, `npm run ledger:check`, the tests and the
 * benchmarks all run this one list.
 */
export const moneyChecks: LedgerCheck[] = [...ledgerChecks, ...walletChecks, ...redeemChecks, ...incomeChecks]

/**
 * The same list, the ledger's own checks read from a checkpoint on (`ledgerChecksSince`, decision
 * 0075): `next` receives the checkpoint the run reaches, to keep when every check held.
 */
export function moneyChecksSince(from: Checkpoint, next: (checkpoint: Checkpoint) => void): LedgerCheck[] {
  return [...ledgerChecksSince(from, next), ...walletChecks, ...redeemChecks, ...incomeChecks]
}
