import type { LedgerCheckReply } from '@app/contracts'
import type { Database } from '../../db/database.ts'
import { onSnapshot } from '../../db/transaction.ts'
import type { Scope } from '../../deps.ts'
import { allIdsOf, CHECK_CHUNK, type CheckChunk, eachRange, findInRanges } from './check-ranges.ts'
import * as repo from './invariants.repo.ts'
import { findDriftedDays } from './day-totals-check.service.ts'
import { findDriftedIncome, findDriftedIncomeQuarters, type DriftedQuarter } from './totals-check.repo.ts'

export { findDriftedDays }

/**
 * One money invariant of docs/money.md that holds at any moment, checked from the stored facts. Each
 * module that owns the facts keeps its own checks; the server composes them into one report.
 */
export interface LedgerCheck {
  /** The invariant's docs/money.md id; a line of the report. */
  id: string
  name: string
  /**
   * The offending rows, at most a few, as text; empty when the invariant holds. `now` is the
   * report's one moment, the same for every check; `chunk` how much one statement reads.
   */
  problems: (deps: Pick<Scope, 'db'>, input: CheckInput) => Promise<string[]>
  /** Tries changes in transactions of its own, so it runs outside the report's snapshot. */
  ownTransactions?: true
}

export interface CheckInput {
  now: number
  chunk: CheckChunk
}

const FEW = 5

/**
 * The ledger's own invariants: I1–I6 (I6 for business references; income adds its earnings) and
 * I14 (its stored totals). I3 is checked now and over the whole history of every user account.
 * Each reads range by range of ids (entries, postings, accounts, users) or of days, one short
 * statement each (decision 0082).
 */
export const ledgerChecks: LedgerCheck[] = [
  {
    id: 'I1',
    name: 'every entry has two or more postings and sums to zero per asset',
    problems: async ({ db }, { chunk }) =>
      (
        await findInRanges(await allIdsOf(db, 'journal_entries'), chunk.keys, FEW, (range, limit) =>
          repo.findUnbalancedEntries(db, range, limit),
        )
      ).map(unbalancedProblem),
  },
  {
    id: 'I1',
    name: 'the whole ledger sums to zero per asset',
    problems: async ({ db }, { chunk }) => {
      const sums = new Map<string, number>()
      await eachRange(await allIdsOf(db, 'postings'), chunk.keys, async (range) => {
        for (const r of await repo.sumPostingsByAsset(db, range))
          sums.set(r.asset, (sums.get(r.asset) ?? 0) + Number(r.total))
      })
      return [...sums].filter(([, total]) => total !== 0).map(([asset, total]) => `${asset} sums to ${total}`)
    },
  },
  {
    id: 'I2',
    name: "each user account's stored balance equals the sum of its postings",
    problems: async ({ db }, { chunk }) =>
      (
        await findInRanges(await allIdsOf(db, 'accounts'), chunk.keys, FEW, (range, limit) =>
          repo.findDriftedBalances(db, range, limit),
        )
      ).map((r) => `${r.code}: stored ${r.balance}, postings ${r.total}`),
  },
  {
    id: 'I3',
    name: 'no user account is below zero',
    problems: async ({ db }, { chunk }) =>
      (
        await findInRanges(await allIdsOf(db, 'accounts'), chunk.keys, FEW, (range, limit) =>
          repo.findNegativeUserAccounts(db, range, limit),
        )
      ).map((r) => `${r.code} is ${r.balance}`),
  },
  {
    id: 'I3',
    name: "no user account was ever below zero: each posting's balance after is the one before plus its amount, and never negative",
    problems: async ({ db }, { chunk }) =>
      (
        await findInRanges(await allIdsOf(db, 'accounts'), chunk.keys, FEW, (range, limit) =>
          repo.findHistoryBreaks(db, range, limit),
        )
      ).map(historyProblem),
  },
  {
    id: 'I4',
    name: 'every posting is a non-zero integer within bounds',
    problems: async ({ db }, { chunk }) =>
      (
        await findInRanges(await allIdsOf(db, 'postings'), chunk.keys, FEW, (range, limit) =>
          repo.findOutOfBoundsPostings(db, range, limit),
        )
      ).map((r) => `posting ${r.id}: ${r.amount}`),
  },
  {
    id: 'I5',
    name: 'history is append-only (update and delete are refused)',
    problems: historyIsGuarded,
    ownTransactions: true,
  },
  {
    id: 'I6',
    name: 'one entry per business reference and per holding earning',
    problems: async ({ db }, { chunk }) =>
      (
        await findInRanges(await allIdsOf(db, 'journal_entries'), chunk.keys, FEW, (range, limit) =>
          repo.findRepeatedReferences(db, range, limit),
        )
      ).map((r) => `reference ${r.reference} × ${r.n}`),
  },
  {
    id: 'I14',
    name: "each user's stored income received equals their income postings net of reversals",
    problems: async ({ db }, { chunk }) =>
      (
        await findInRanges(await allIdsOf(db, 'users'), chunk.keys, FEW, (range, limit) =>
          findDriftedIncome(db, range, limit),
        )
      ).map(incomeProblem),
  },
  {
    id: 'I14',
    name: "each user's stored income per quarter of an hour equals their income postings in it, split as their receipts",
    problems: async ({ db }, { chunk }) =>
      (
        await findInRanges(await allIdsOf(db, 'users'), chunk.keys, FEW, (range, limit) =>
          findDriftedIncomeQuarters(db, { users: range }, limit),
        )
      ).map(quarterProblem),
  },
  {
    id: 'I14',
    name: "each day's stored totals equal its entries and their system postings",
    problems: async ({ db }, { chunk }) => findDriftedDays(db, chunk),
  },
]

export const unbalancedProblem = (r: { id: number; asset: string | null; n: number; total: number }) =>
  `entry ${r.id} (${r.asset ?? 'no postings'}): ${r.n} postings summing to ${r.total}`

export const historyProblem = (r: {
  id: number
  code: string
  amount: number
  balance_after: number | null
  before: number | null
}) =>
  `posting ${r.id} on ${r.code}: ${r.before ?? 0} + ${r.amount} recorded as ${r.balance_after ?? 'nothing'}`

export const incomeProblem = (r: { user_id: number; stored: number; ledger: number }) =>
  `user ${r.user_id}: stored ${r.stored}, ledger ${r.ledger}`

/** A quarter of a user's stored income that differs from the ledger, as a line of the report. */
export const quarterProblem = (r: DriftedQuarter) =>
  `user ${r.user_id} quarter ${r.quarter}: stored ${r.stored_received} (price back ${r.stored_principal}), ` +
  `ledger ${r.received} (price back ${r.principal})`

async function historyIsGuarded({ db }: Pick<Scope, 'db'>): Promise<string[]> {
  const problems: string[] = []
  for (const table of ['postings', 'journal_entries'] as const) {
    // A row trigger fires only for a row: with no history yet there is nothing to guard.
    if (!(await repo.hasHistory(db, table))) continue
    for (const op of ['update', 'delete'] as const)
      if (!(await repo.isChangeRefused(db, table, op))) problems.push(`${op} on ${table} was not refused`)
  }
  return problems
}

/**
 * Runs the checks in order. Given the database, the checks read one consistent snapshot, so money
 * moving while they run never shows as a broken invariant (a hold read before a withdrawal and its
 * pending row read after it); without it (a caller's open transaction as `db`) they read `db`.
 * Checks of the same id and name make one line of the report, in the place of the first: an
 * invariant whose facts two modules own (I6) still reads as one.
 */
export async function checkLedger(
  deps: Scope & { database?: Database },
  checks: LedgerCheck[],
  chunk: CheckChunk = CHECK_CHUNK,
): Promise<LedgerCheckReply> {
  const now = deps.clock.now()
  const found = new Map<LedgerCheck, string[]>()
  const run = async (db: Scope['db'], own: boolean) => {
    for (const check of checks)
      if ((check.ownTransactions === true) === own)
        found.set(check, await check.problems({ db }, { now, chunk }))
  }
  await run(deps.db, true)
  if (deps.database) await onSnapshot(deps.database, (tx) => run(tx, false))
  else await run(deps.db, false)
  const lines = new Map<string, { id: string; name: string; problems: string[] }>()
  for (const check of checks) {
    const key = `${check.id} ${check.name}`
    const line = lines.get(key) ?? { id: check.id, name: check.name, problems: [] }
    line.problems.push(...(found.get(check) ?? []))
    lines.set(key, line)
  }
  const report = [...lines.values()].map(({ id, name, problems }) => ({
    id,
    name,
    ok: problems.length === 0,
    detail: problems.join('; '),
  }))
  return { ok: report.every((c) => c.ok), checkedAt: now, checks: report }
}
