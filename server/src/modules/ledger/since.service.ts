import { MAX_AMOUNT_MINOR } from '@app/contracts'
import type { LedgerCheck } from './invariants.service.ts'
import { ledgerChecks, quarterProblem } from './invariants.service.ts'
import { findUnbalancedEntries } from './invariants.repo.ts'
import * as repo from './since.repo.ts'
import {
  findDriftedDayTotals,
  findDriftedIncome,
  findDriftedIncomeQuarters,
  findTouchedDays,
} from './totals-check.repo.ts'

/**
 * Where the ledger check stopped: every entry and posting up to these ids was checked and held,
 * and `sums` is what the postings up to `postingId` sum to per asset. History is append-only (I5),
 * so a check from here reads only what came after (decision 0075).
 */
export interface Checkpoint {
  entryId: number
  postingId: number
  sums: Record<string, number>
}

export const START: Checkpoint = { entryId: 0, postingId: 0, sums: {} }

/**
 * How long a row may take to commit after it got its id: a checkpoint stops at the rows made that
 * long before the check, so none that commits after the check's snapshot, with a lower id, is
 * left behind it. A money transaction lasts well under a second.
 */
export const SETTLE_SECONDS = 300

const FEW = 5

/** The checks of the ledger's own invariants that a checkpoint narrows, by their full check's line. */
const NARROWED = new Set(['I1', 'I2', 'I3', 'I4', 'I6', 'I14'])

/**
 * The ledger's checks from `from` on, each with the id and name of the full check it stands for:
 * the entries and postings after the checkpoint (unbalanced, out of bounds, history breaks, repeated
 * references, the stored totals they touched), the whole ledger's sums carried on from the
 * checkpoint's, and one row per account (stored balance against its last posting, none negative).
 * I5 runs as in full. `next` receives the checkpoint this run reaches, read on the checks' snapshot.
 */
export function ledgerChecksSince(from: Checkpoint, next: (checkpoint: Checkpoint) => void): LedgerCheck[] {
  const named = (id: string, index: number) => {
    const check = ledgerChecks.filter((c) => c.id === id)[index]
    if (!check) throw new Error(`no ledger check ${id} #${index}`)
    return { id: check.id, name: check.name }
  }
  return [
    {
      ...named('I1', 0),
      problems: async ({ db }) =>
        (await findUnbalancedEntries(db, FEW, from.entryId)).map(
          (r) => `entry ${r.id} (${r.asset ?? 'no postings'}): ${r.n} postings summing to ${r.total}`,
        ),
    },
    {
      ...named('I1', 1),
      problems: async ({ db }, { now }) => {
        const last = await repo.findLastIds(db, now - SETTLE_SECONDS)
        const add = (base: Record<string, number>, rows: { asset: string; total: number }[]) => {
          const sums = { ...base }
          for (const row of rows) sums[row.asset] = (sums[row.asset] ?? 0) + Number(row.total)
          return sums
        }
        const settledPosting = Math.max(from.postingId, last.settledPosting)
        const settled = add(from.sums, await repo.sumPostingsBetween(db, from.postingId, settledPosting))
        const present = add(settled, await repo.sumPostingsBetween(db, settledPosting, last.posting))
        next({ entryId: Math.max(from.entryId, last.settledEntry), postingId: settledPosting, sums: settled })
        return Object.entries(present)
          .filter(([, total]) => total !== 0)
          .map(([asset, total]) => `${asset} sums to ${total}`)
      },
    },
    {
      ...named('I2', 0),
      problems: async ({ db }) =>
        (await repo.findBalancesOffTheirLastPosting(db, FEW)).map(
          (r) => `${r.code}: stored ${r.balance}, last posting's balance after ${r.last ?? 'none'}`,
        ),
    },
    ...ledgerChecks.filter((c) => c.id === 'I3').slice(0, 1),
    {
      ...named('I3', 1),
      problems: async ({ db }) =>
        (await repo.findHistoryBreaksAfter(db, from.postingId, FEW)).map(
          (r) =>
            `posting ${r.id} on ${r.code}: ${r.before ?? 0} + ${r.amount} recorded as ${r.balance_after ?? 'nothing'}`,
        ),
    },
    {
      ...named('I4', 0),
      problems: async ({ db }) =>
        (await repo.findOutOfBoundsPostingsAfter(db, from.postingId, MAX_AMOUNT_MINOR, FEW)).map(
          (r) => `posting ${r.id}: ${r.amount}`,
        ),
    },
    ...ledgerChecks.filter((c) => !NARROWED.has(c.id)),
    {
      ...named('I6', 0),
      problems: async ({ db }) =>
        (await repo.findRepeatedReferencesAfter(db, from.entryId, FEW)).map(
          (r) => `reference ${r.reference} × ${r.n}`,
        ),
    },
    {
      ...named('I14', 0),
      problems: async ({ db }) =>
        (await findDriftedIncome(db, FEW, from.entryId)).map(
          (r) => `user ${r.user_id}: stored ${r.stored}, ledger ${r.ledger}`,
        ),
    },
    {
      ...named('I14', 1),
      problems: async ({ db }) =>
        (await findDriftedIncomeQuarters(db, FEW, from.entryId)).map(quarterProblem),
    },
    {
      ...named('I14', 2),
      problems: async ({ db }) =>
        (await findDriftedDayTotals(db, FEW, await findTouchedDays(db, from.entryId))).map(
          (r) =>
            `day ${r.day} ${r.kind} '${r.account}' shard ${r.shard}: stored ${r.stored_entries} entries ` +
            `moving ${r.stored_amount}, ledger ${r.entries} moving ${r.amount}`,
        ),
    },
  ]
}
