import type { Scope } from '../../deps.ts'
import { describeEntries, type LedgerCheck, listHeldAmounts } from '../ledger/index.ts'
import * as repo from './invariants.repo.ts'

const FEW = 5

type Db = Pick<Scope, 'db'>

/**
 * The wallet's invariants, over the facts it owns: withdrawals (I7) and recharges (I8). Entries and
 * balances are read through the ledger's repo.
 */
export const walletChecks: LedgerCheck[] = [
  {
    id: 'I7',
    name: 'withdrawals: each hold equals its pending withdrawals; each settled withdrawal moved its money once',
    problems: withdrawalViolations,
  },
  {
    id: 'I8',
    name: 'recharges: each completed recharge credited once by its own entry; no other recharge credited; each user stores their net total',
    problems: rechargeViolations,
  },
]

async function withdrawalViolations({ db }: Db): Promise<string[]> {
  const problems: string[] = []
  const held = new Map((await listHeldAmounts(db)).map((h) => [h.user_id ?? 0, h.balance]))
  const pending = new Map((await repo.sumPendingWithdrawals(db)).map((p) => [p.user_id, p.total]))
  for (const user of new Set([...held.keys(), ...pending.keys()])) {
    const hold = held.get(user) ?? 0
    const owed = pending.get(user) ?? 0
    if (hold !== owed) problems.push(`user ${user}: hold ${hold}, pending withdrawals ${owed}`)
  }
  const withdrawals = await repo.listWithdrawalFacts(db)
  const entries = await describeEntries(db, [
    ...withdrawals.map((w) => w.hold_entry_id),
    ...withdrawals.flatMap((w) => (w.settle_entry_id === null ? [] : [w.settle_entry_id])),
  ])
  for (const w of withdrawals) {
    const hold = entries.get(w.hold_entry_id)
    if (hold?.kind !== 'withdraw' || hold.moves.withdraw_hold !== w.amount)
      problems.push(`withdrawal ${w.id}: its request did not hold ${w.amount}`)
    const settle = w.settle_entry_id === null ? undefined : entries.get(w.settle_entry_id)
    if (w.status === 'pending') {
      if (w.settle_entry_id !== null) problems.push(`withdrawal ${w.id} is pending but was settled`)
      continue
    }
    const kind = w.status === 'completed' ? 'withdraw_paid' : 'withdraw_return'
    const returned = w.status === 'completed' ? 0 : w.amount
    if (
      settle?.kind !== kind ||
      settle.reference !== `withdraw-settle:${w.id}` ||
      settle.moves.withdraw_hold !== -w.amount ||
      (settle.moves[w.wallet] ?? 0) !== returned
    )
      problems.push(`withdrawal ${w.id} is ${w.status} but its hold of ${w.amount} was not moved once`)
  }
  return problems.slice(0, FEW * 2)
}

async function rechargeViolations({ db }: Db): Promise<string[]> {
  const problems: string[] = []
  for (const r of await repo.findCreditedUncompletedRecharges(db, FEW))
    problems.push(`recharge ${r.id} is ${r.status} but was credited`)
  for (const r of await repo.findUncreditedCompletedRecharges(db, FEW))
    problems.push(`recharge ${r.id} is completed but its ${r.amount} was not credited once`)
  for (const e of await repo.findCreditsOfNoRecharge(db, FEW))
    problems.push(`entry ${e.id} (${e.reference}) credits no recharge`)
  // Range by range of user ids, each a short statement: at ten million postings one statement over
  // every recharge passed the server's 30 s limit.
  const last = await repo.findLastUserId(db)
  let mismatches = 0
  for (let from = 0; from <= last && mismatches < 10; from += repo.RECHARGE_TOTAL_CHUNK)
    for (const user of await repo.listRechargeTotalMismatches(db, from, 10 - mismatches)) {
      mismatches++
      problems.push(
        `user ${user.id} stores a recharge total of ${user.recharge_total}, the ledger ${user.credited}`,
      )
    }
  return problems.slice(0, FEW * 2)
}
