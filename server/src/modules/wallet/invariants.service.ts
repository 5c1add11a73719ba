import type { Scope } from '../../deps.ts'
import {
  allIdsOf,
  type CheckInput,
  describeEntries,
  findInRanges,
  type IdRange,
  type LedgerCheck,
  listHeldAmounts,
} from '../ledger/index.ts'
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

/** Withdrawals, range by range of user ids (holds against pending) and of withdrawal ids. */
async function withdrawalViolations({ db }: Db, { chunk }: CheckInput): Promise<string[]> {
  const problems: string[] = []
  const users = await allIdsOf(db, 'users')
  for (let from = users.first; from <= users.last && problems.length < FEW * 2; from += chunk.keys) {
    const range = { from, to: from + chunk.keys }
    const held = new Map((await listHeldAmounts(db, range)).map((h) => [h.user_id ?? 0, h.balance]))
    const pending = new Map((await repo.sumPendingWithdrawals(db, range)).map((p) => [p.user_id, p.total]))
    for (const user of [...new Set([...held.keys(), ...pending.keys()])].sort((a, b) => a - b)) {
      const hold = held.get(user) ?? 0
      const owed = pending.get(user) ?? 0
      if (hold !== owed) problems.push(`user ${user}: hold ${hold}, pending withdrawals ${owed}`)
    }
  }
  const ids = await allIdsOf(db, 'withdrawals')
  for (let from = ids.first; from <= ids.last && problems.length < FEW * 2; from += chunk.keys)
    problems.push(...(await settlementViolations(db, { from, to: from + chunk.keys })))
  return problems.slice(0, FEW * 2)
}

/** The withdrawals of `range` whose hold or settlement did not move their money once. */
async function settlementViolations(db: Db['db'], range: IdRange): Promise<string[]> {
  const problems: string[] = []
  const withdrawals = await repo.listWithdrawalFacts(db, range)
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
  return problems
}

/** Recharges, range by range of recharge, entry and user ids, each a short statement. */
async function rechargeViolations({ db }: Db, { chunk }: CheckInput): Promise<string[]> {
  const problems: string[] = []
  const recharges = await allIdsOf(db, 'recharges')
  const inRanges = <T>(
    ids: { first: number; last: number },
    limit: number,
    read: (r: IdRange, n: number) => Promise<T[]>,
  ) => findInRanges(ids, chunk.keys, limit, read)
  for (const r of await inRanges(recharges, FEW, (range, n) =>
    repo.findCreditedUncompletedRecharges(db, range, n),
  ))
    problems.push(`recharge ${r.id} is ${r.status} but was credited`)
  for (const r of await inRanges(recharges, FEW, (range, n) =>
    repo.findUncreditedCompletedRecharges(db, range, n),
  ))
    problems.push(`recharge ${r.id} is completed but its ${r.amount} was not credited once`)
  const entries = await allIdsOf(db, 'journal_entries')
  for (const e of await inRanges(entries, FEW, (range, n) => repo.findCreditsOfNoRecharge(db, range, n)))
    problems.push(`entry ${e.id} (${e.reference}) credits no recharge`)
  // At ten million postings one statement over every recharge passed the server's 30 s limit.
  const users = await allIdsOf(db, 'users')
  for (const user of await inRanges(users, 10, (range, n) => repo.listRechargeTotalMismatches(db, range, n)))
    problems.push(
      `user ${user.id} stores a recharge total of ${user.recharge_total}, the ledger ${user.credited}`,
    )
  return problems.slice(0, FEW * 2)
}
