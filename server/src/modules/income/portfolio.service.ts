import {
  PORTFOLIO_DAYS_AFTER,
  PORTFOLIO_DAYS_BEFORE,
  type ContentLocale,
  type PortfolioReply,
} from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { getUserBalances } from '../ledger/ledger.service.ts'
import { listUserIncomeSince, sumUserIncome } from '../ledger/postings.repo.ts'
import { listOpenHoldings } from './holdings.repo.ts'
import { presentRunning } from './portfolio.presenter.ts'
import { dayOf, daysAround, sumByDay } from './portfolio-days.ts'
import { positionOf, type HoldingPosition } from './position.ts'
import { namedIn, type Naming } from './product-names.ts'
import { earningsBetween } from './schedule.ts'

const DAY = 86_400

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/** Income per local day: received on the days up to today, still to come from now on. */
async function incomeDays(
  deps: Scope,
  userId: number,
  positions: HoldingPosition[],
  tz: string,
  now: number,
) {
  const today = dayOf(now, tz)
  const days = daysAround(today, PORTFOLIO_DAYS_BEFORE, PORTFOLIO_DAYS_AFTER)
  // A local day is at most 26 hours long; a day more on each side covers any zone.
  const postings = await listUserIncomeSince(deps.db, userId, now - (PORTFOLIO_DAYS_BEFORE + 2) * DAY)
  const received = sumByDay(
    days,
    postings.map((p) => ({ at: p.created_at, amount: p.amount })),
    tz,
  )
  const until = now + (PORTFOLIO_DAYS_AFTER + 2) * DAY
  const toCome = positions
    .filter((p) => p.next !== undefined)
    .flatMap((p) => earningsBetween(p.row, p.row.purchased_at, now, until))
  const scheduled = sumByDay(
    days,
    toCome.map((e) => ({ at: e.dueAt, amount: e.amount })),
    tz,
  )
  const todayIncome = received[PORTFOLIO_DAYS_BEFORE] ?? 0
  return {
    today,
    todayIncome,
    days: days.map((day, i) => ({
      day,
      received: String(received[i] ?? 0),
      scheduled: String(scheduled[i] ?? 0),
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
  const receivable = sum(positions.map((p) => p.receivable))
  const nextDues = positions.flatMap((p) => (p.next ? [p.next.dueAt] : []))
  const { today, todayIncome, days } = await incomeDays(deps, userId, positions, tz, now)
  return {
    totalAssets: String(cash + invested + receivable),
    cash: String(cash),
    onHold: String(balances.withdraw_hold),
    invested: String(invested),
    receivable: String(receivable),
    receivableHoldings: positions.filter((p) => p.receivableCount > 0).length,
    todayIncome: String(todayIncome),
    totalIncome: String(await sumUserIncome(deps.db, userId)),
    today,
    tz,
    asOf: now,
    nextDueAt: nextDues.length > 0 ? Math.min(...nextDues) : null,
    running: positions.filter((p) => p.row.ends_at > now).map((p) => presentRunning(p, now)),
    days,
  }
}
