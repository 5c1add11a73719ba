import {
  PORTFOLIO_DAYS_AFTER,
  PORTFOLIO_DAYS_BEFORE,
  addSplits,
  splitEarnings,
  splitText,
  type ContentLocale,
  type PortfolioReply,
} from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { getUserBalances, sumUserIncome, sumUserIncomeByDay } from '../ledger/index.ts'
import { listOpenHoldings } from './holdings.repo.ts'
import { presentRunning } from './portfolio.presenter.ts'
import { dayBounds, dayIndexIn, dayOf, daysAround, sumByDay } from './portfolio-days.ts'
import { positionOf, splitTermsOf, type HoldingPosition } from './position.ts'
import { namedIn, type Naming } from './product-names.ts'
import { receivedEver } from './receipts.service.ts'
import { earningsBetween } from './schedule.ts'

const DAY = 86_400

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/**
 * What income moved into the user's money on each local day: the stored quarters of an hour of the
 * days shown (decision 0078), summed per day by the database (0083), each with the part of the
 * price its receipts returned (and reversals took back). Every local day begins on a quarter
 * (`dayBounds`), so each quarter falls wholly on one.
 */
async function receivedByDay(deps: Scope, userId: number, bounds: readonly number[]) {
  const days = await sumUserIncomeByDay(deps.db, userId, bounds)
  const today = days[PORTFOLIO_DAYS_BEFORE] ?? { received: 0, principal: 0 }
  return {
    byDay: days.map((d) => ({ amount: d.received, profit: d.received - d.principal })),
    today: { received: today.received, principal: today.principal, profit: today.received - today.principal },
  }
}

/**
 * A holding's earnings still to come by `until`, one item per local day: a day's earnings are a run
 * of consecutive indices, so its profit is the split of the run (one split, not one per earning).
 */
function toComeByDay(p: HoldingPosition, now: number, until: number, bounds: readonly number[]) {
  const runs = new Map<number, { at: number; first: number; last: number }>()
  for (const e of earningsBetween(p.row, p.row.purchased_at, now, until)) {
    const day = dayIndexIn(bounds, e.dueAt)
    if (day < 0) continue
    const run = runs.get(day)
    if (run) run.last = e.index
    else runs.set(day, { at: e.dueAt, first: e.index, last: e.index })
  }
  const terms = splitTermsOf(p.row)
  return [...runs.values()].map((run) => {
    const split = splitEarnings(terms, run.first, run.last)
    return { at: run.at, amount: split.received, profit: split.profit }
  })
}

/** Earnings per local day: received on the days up to today, still to come from now on. */
async function incomeDays(
  deps: Scope,
  userId: number,
  positions: HoldingPosition[],
  tz: string,
  now: number,
) {
  const today = dayOf(now, tz)
  const days = daysAround(today, PORTFOLIO_DAYS_BEFORE, PORTFOLIO_DAYS_AFTER)
  const bounds = dayBounds(days, tz)
  const received = await receivedByDay(deps, userId, bounds)
  const until = Math.min(now + (PORTFOLIO_DAYS_AFTER + 2) * DAY, bounds.at(-1) ?? now)
  const scheduled = sumByDay(
    bounds,
    positions.filter((p) => p.next !== undefined).flatMap((p) => toComeByDay(p, now, until, bounds)),
  )
  return {
    today,
    receivedToday: received.today,
    days: days.map((day, i) => ({
      day,
      received: String(received.byDay[i]?.amount ?? 0),
      receivedProfit: String(received.byDay[i]?.profit ?? 0),
      scheduled: String(scheduled[i]?.amount ?? 0),
      scheduledProfit: String(scheduled[i]?.profit ?? 0),
    })),
  }
}

/** The portfolio of a user at the clock's now, its days in `tz` (docs/decisions/0035), named in `locale`. */
export async function getPortfolio(
  deps: Scope & Naming,
  { userId, tz, locale }: { userId: number; tz: string; locale: ContentLocale | null },
): Promise<PortfolioReply> {
  const now = deps.clock.now()
  const balances = await getUserBalances(deps, userId)
  const holdings = await namedIn(deps, await listOpenHoldings(deps.db, userId, now), locale)
  const positions = holdings.map((row) => positionOf(row, now))
  const cash = balances.balance + balances.revenue + balances.withdraw_hold
  const invested = sum(positions.map((p) => p.invested))
  const receivable = addSplits(positions.map((p) => p.receivableParts))
  const nextDues = positions.flatMap((p) => (p.next ? [p.next.dueAt] : []))
  const { today, receivedToday, days } = await incomeDays(deps, userId, positions, tz, now)
  const receivedTotal = await receivedEver(deps, userId, await sumUserIncome(deps.db, userId))
  return {
    totalAssets: String(cash + invested + receivable.received),
    cash: String(cash),
    onHold: String(balances.withdraw_hold),
    invested: String(invested),
    receivable: String(receivable.received),
    receivableParts: splitText(receivable),
    receivableHoldings: positions.filter((p) => p.receivableCount > 0).length,
    receivedToday: splitText(receivedToday),
    receivedTotal: splitText(receivedTotal),
    today,
    tz,
    asOf: now,
    nextDueAt: nextDues.length > 0 ? Math.min(...nextDues) : null,
    running: positions.filter((p) => p.row.ends_at > now).map((p) => presentRunning(p, now)),
    days,
  }
}
