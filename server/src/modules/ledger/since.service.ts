import { allIdsOf, eachRange, findInRanges, findLastId } from './check-ranges.ts'
import type { LedgerCheck } from './invariants.service.ts'
import {
  findDriftedDays,
  historyProblem,
  incomeProblem,
  ledgerChecks,
  quarterProblem,
  unbalancedProblem,
} from './invariants.service.ts'
import { findOutOfBoundsPostings, findRepeatedReferences, findUnbalancedEntries } from './invariants.repo.ts'
import * as repo from './since.repo.ts'
import { findDriftedIncomeAfter, findDriftedIncomeQuarters } from './totals-check.repo.ts'

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
  // The entries and postings after the checkpoint, range by range of ids up to the newest.
  const entriesAfter = async (db: Db) => ({
    first: from.entryId + 1,
    last: await findLastId(db, 'journal_entries'),
  })
  const postingsAfter = async (db: Db) => ({
    first: from.postingId + 1,
    last: await findLastId(db, 'postings'),
  })
  return [
    {
      ...named('I1', 0),
      problems: async ({ db }, { chunk }) =>
        (
          await findInRanges(await entriesAfter(db), chunk.keys, FEW, (range, limit) =>
            findUnbalancedEntries(db, range, limit),
          )
        ).map(unbalancedProblem),
    },
    {
      ...named('I1', 1),
      problems: async ({ db }, { now, chunk }) => {
        const last = await repo.findLastIds(db, now - SETTLE_SECONDS)
        const add = async (base: Record<string, number>, after: number, upTo: number) => {
          const sums = { ...base }
          // Each range sums the postings after its start up to its end (or `upTo`).
          await eachRange({ first: after, last: upTo - 1 }, chunk.keys, async (range) => {
            for (const row of await repo.sumPostingsBetween(db, range.from, Math.min(upTo, range.to)))
              sums[row.asset] = (sums[row.asset] ?? 0) + Number(row.total)
          })
          return sums
        }
        const settledPosting = Math.max(from.postingId, last.settledPosting)
        const settled = await add(from.sums, from.postingId, settledPosting)
        const present = await add(settled, settledPosting, last.posting)
        next({ entryId: Math.max(from.entryId, last.settledEntry), postingId: settledPosting, sums: settled })
        return Object.entries(present)
          .filter(([, total]) => total !== 0)
          .map(([asset, total]) => `${asset} sums to ${total}`)
      },
    },
    {
      ...named('I2', 0),
      problems: async ({ db }, { chunk }) =>
        (
          await findInRanges(await allIdsOf(db, 'accounts'), chunk.keys, FEW, (range, limit) =>
            repo.findBalancesOffTheirLastPosting(db, range, limit),
          )
        ).map((r) => `${r.code}: stored ${r.balance}, last posting's balance after ${r.last ?? 'none'}`),
    },
    ...ledgerChecks.filter((c) => c.id === 'I3').slice(0, 1),
    {
      ...named('I3', 1),
      problems: async ({ db }, { chunk }) =>
        (
          await findInRanges(await postingsAfter(db), chunk.keys, FEW, (range, limit) =>
            repo.findHistoryBreaksAfter(db, range, limit),
          )
        ).map(historyProblem),
    },
    {
      ...named('I4', 0),
      problems: async ({ db }, { chunk }) =>
        (
          await findInRanges(await postingsAfter(db), chunk.keys, FEW, (range, limit) =>
            findOutOfBoundsPostings(db, range, limit),
          )
        ).map((r) => `posting ${r.id}: ${r.amount}`),
    },
    ...ledgerChecks.filter((c) => !NARROWED.has(c.id)),
    {
      ...named('I6', 0),
      problems: async ({ db }, { chunk }) =>
        (
          await findInRanges(await entriesAfter(db), chunk.keys, FEW, (range, limit) =>
            findRepeatedReferences(db, range, limit, from.entryId),
          )
        ).map((r) => `reference ${r.reference} × ${r.n}`),
    },
    {
      ...named('I14', 0),
      problems: async ({ db }, { chunk }) =>
        (
          await findInRanges(await entriesAfter(db), chunk.keys, FEW, (range, limit) =>
            findDriftedIncomeAfter(db, range, limit, from.entryId),
          )
        ).map(incomeProblem),
    },
    {
      ...named('I14', 1),
      problems: async ({ db }, { chunk }) =>
        (
          await findInRanges(await entriesAfter(db), chunk.keys, FEW, (range, limit) =>
            findDriftedIncomeQuarters(db, { entries: range, afterEntry: from.entryId }, limit),
          )
        ).map(quarterProblem),
    },
    {
      ...named('I14', 2),
      problems: async ({ db }, { chunk }) => findDriftedDays(db, chunk, from.entryId),
    },
  ]
}

type Db = Parameters<LedgerCheck['problems']>[0]['db']
