import type { LedgerCheckReply } from '@app/contracts'
import type { Database } from '../../db/database.ts'
import { onSnapshot } from '../../db/transaction.ts'
import type { Scope } from '../../deps.ts'
import * as repo from './invariants.repo.ts'
import { findDriftedDayTotals, findDriftedIncome, findDriftedIncomeQuarters } from './totals-check.repo.ts'

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
   * report's one moment, the same for every check.
   */
  problems: (deps: Pick<Scope, 'db'>, input: { now: number }) => Promise<string[]>
  /** Tries changes in transactions of its own, so it runs outside the report's snapshot. */
  ownTransactions?: true
}

const FEW = 5

/**
 * The ledger's own invariants: I1–I6 (I6 for business references; income adds its earnings) and
 * I14 (its stored totals). I3 is checked now and over the whole history of every user account.
 */
export const ledgerChecks: LedgerCheck[] = [
  {
    id: 'I1',
    name: 'every entry has two or more postings and sums to zero per asset',
    problems: async ({ db }) =>
      (await repo.findUnbalancedEntries(db, FEW)).map(
        (r) => `entry ${r.id} (${r.asset ?? 'no postings'}): ${r.n} postings summing to ${r.total}`,
      ),
  },
  {
    id: 'I1',
    name: 'the whole ledger sums to zero per asset',
    problems: async ({ db }) =>
      (await repo.sumPostingsByAsset(db))
        .filter((r) => r.total !== 0)
        .map((r) => `${r.asset} sums to ${r.total}`),
  },
  {
    id: 'I2',
    name: "each user account's stored balance equals the sum of its postings",
    problems: async ({ db }) =>
      (await repo.findDriftedBalances(db, FEW)).map(
        (r) => `${r.code}: stored ${r.balance}, postings ${r.total}`,
      ),
  },
  {
    id: 'I3',
    name: 'no user account is below zero',
    problems: async ({ db }) =>
      (await repo.findNegativeUserAccounts(db, FEW)).map((r) => `${r.code} is ${r.balance}`),
  },
  {
    id: 'I3',
    name: "no user account was ever below zero: each posting's balance after is the one before plus its amount, and never negative",
    problems: async ({ db }) =>
      (await repo.findHistoryBreaks(db, FEW)).map(
        (r) =>
          `posting ${r.id} on ${r.code}: ${r.before ?? 0} + ${r.amount} recorded as ${r.balance_after ?? 'nothing'}`,
      ),
  },
  {
    id: 'I4',
    name: 'every posting is a non-zero integer within bounds',
    problems: async ({ db }) =>
      (await repo.findOutOfBoundsPostings(db, FEW)).map((r) => `posting ${r.id}: ${r.amount}`),
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
    problems: async ({ db }) =>
      (await repo.findRepeatedReferences(db, FEW)).map((r) => `reference ${r.reference} × ${r.n}`),
  },
  {
    id: 'I14',
    name: "each user's stored income received equals their income postings net of reversals",
    problems: async ({ db }) =>
      (await findDriftedIncome(db, FEW)).map(
        (r) => `user ${r.user_id}: stored ${r.stored}, ledger ${r.ledger}`,
      ),
  },
  {
    id: 'I14',
    name: "each user's stored income per quarter of an hour equals their income postings in it, split as their receipts",
    problems: async ({ db }) => (await findDriftedIncomeQuarters(db, FEW)).map(quarterProblem),
  },
  {
    id: 'I14',
    name: "each day's stored totals equal its entries and their system postings",
    problems: async ({ db }) =>
      (await findDriftedDayTotals(db, FEW)).map(
        (r) =>
          `day ${r.day} ${r.kind} '${r.account}' shard ${r.shard}: stored ${r.stored_entries} entries ` +
          `moving ${r.stored_amount}, ledger ${r.entries} moving ${r.amount}`,
      ),
  },
]

/** A quarter of a user's stored income that differs from the ledger, as a line of the report. */
export const quarterProblem = (r: {
  user_id: number
  quarter: number
  stored_received: number
  received: number
  stored_principal: number
  principal: number
}) =>
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
): Promise<LedgerCheckReply> {
  const now = deps.clock.now()
  const found = new Map<LedgerCheck, string[]>()
  const run = async (db: Scope['db'], own: boolean) => {
    for (const check of checks)
      if ((check.ownTransactions === true) === own) found.set(check, await check.problems({ db }, { now }))
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
