import type {
  DashboardLedgerCheck,
  DashboardPeriod,
  DashboardQueues,
  DashboardReply,
  LedgerCheckReply,
  OperatorRole,
} from '@app/contracts'
import { onSnapshot } from '../../db/transaction.ts'
import { readerOf, type Deps, type Scope } from '../../deps.ts'
import * as repo from './dashboard.repo.ts'
import { checkLedger, type LedgerCheck } from './invariants.service.ts'

const DAY = 86_400

/**
 * The queues the navigation counts, as the operator's role sees them. Their facts belong to other
 * modules (wallet, chat), so the server passes this in, composed where all of them are known.
 */
export type QueueSource = (deps: Pick<Scope, 'db'>, role: OperatorRole) => Promise<DashboardQueues>

/** Where today and this week start: 00:00 UTC, and Monday 00:00 UTC (1970-01-01 was a Thursday). */
export function periodStarts(now: number): { today: number; week: number } {
  const day = Math.floor(now / DAY)
  return { today: day * DAY, week: (day - ((day + 3) % 7)) * DAY }
}

const KINDS = ['recharge', 'withdraw_paid', 'purchase', 'income'] as const

/**
 * A period's money from the ledger's day totals (a period starts at a UTC day): entries by kind,
 * and what they moved on the platform's accounts.
 */
async function readPeriod(db: Scope['db'], from: number): Promise<DashboardPeriod> {
  const rows = await repo.sumDayTotals(db, KINDS, from)
  // An entry is counted on one of its kind's rows, whichever account (decision 0085): the sum of all.
  const counts = new Map<string, number>()
  for (const r of rows) counts.set(r.kind, (counts.get(r.kind) ?? 0) + Number(r.entries))
  const sums = new Map(rows.map((r) => [`${r.kind} ${r.account}`, Number(r.amount)]))
  const moved = (kind: string, account: string) => sums.get(`${kind} system:${account}`) ?? 0
  const figure = (kind: (typeof KINDS)[number], amount: number) => ({
    count: counts.get(kind) ?? 0,
    amount: String(amount),
  })
  const fees = moved('withdraw_paid', 'fees')
  return {
    from,
    // A confirmed recharge takes money from the world into a balance.
    recharges: figure('recharge', -moved('recharge', 'world')),
    // A paid withdrawal sends the hold to the world, less the fee, which the platform keeps.
    withdrawals: figure('withdraw_paid', moved('withdraw_paid', 'world') + fees),
    withdrawalFees: String(fees),
    purchases: figure('purchase', moved('purchase', 'sales')),
    income: figure('income', -moved('income', 'income')),
  }
}

function presentLastCheck(row: Awaited<ReturnType<typeof repo.findLastCheck>>): DashboardLedgerCheck | null {
  if (!row) return null
  return {
    checkedAt: row.checked_at,
    ok: row.ok === 1,
    failed: row.failed === '' ? [] : row.failed.split(','),
    runBy: row.username ?? null,
  }
}

const seesMoney = (role: OperatorRole) => role === 'admin' || role === 'finance'

/**
 * The dashboard, read on one snapshot so its figures agree with each other (the money on hold is the
 * pending withdrawal queue's amount at the same moment). Sections the role does not see are null.
 */
export async function getDashboard(
  deps: Scope & Pick<Deps, 'database' | 'replica'>,
  queues: QueueSource,
  role: OperatorRole,
): Promise<DashboardReply> {
  const now = deps.clock.now()
  const starts = periodStarts(now)
  return onSnapshot(readerOf(deps), async (db) => {
    const waiting = await queues({ db }, role)
    if (!seesMoney(role))
      return { now, today: null, week: null, onHold: null, queues: waiting, ledgerCheck: null }
    return {
      now,
      today: await readPeriod(db, starts.today),
      week: await readPeriod(db, starts.week),
      onHold: waiting.withdrawals?.amount ?? '0',
      queues: waiting,
      ledgerCheck: presentLastCheck(await repo.findLastCheck(db)),
    }
  })
}

/** Runs the ledger check and keeps its result as the newest, for the dashboard; `operatorId` null: the command line. */
export async function runLedgerCheck(
  deps: Scope & Pick<Deps, 'database' | 'replica'>,
  checks: LedgerCheck[],
  operatorId: number | null,
): Promise<LedgerCheckReply> {
  // The snapshot's checks read the replica when there is one; the few that open their own
  // transactions, and the kept result, go to the primary.
  const report = await checkLedger({ ...deps, database: readerOf(deps) }, checks)
  const failed = [...new Set(report.checks.filter((c) => !c.ok).map((c) => c.id))]
  await repo.saveLastCheck(deps.database.db, {
    checked_at: report.checkedAt,
    ok: report.ok ? 1 : 0,
    failed: failed.join(','),
    operator_id: operatorId,
  })
  return report
}
