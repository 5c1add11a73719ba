import { useToken } from '../../../lib/session.ts'
import { IncomeChart } from './IncomeChart.tsx'
import { PortfolioSummary } from './PortfolioSummary.tsx'
import { RunningHoldings } from './RunningHoldings.tsx'

/*
 * The portfolio's parts, in the screens that show them (Home, Wallet, My products). Each draws its
 * frame at once and fills it when the figures come, so nothing below it moves when they do: loaded
 * in chunks of their own, they appeared a moment after the screen and pushed it down.
 */
const parts = { summary: PortfolioSummary, running: RunningHoldings, chart: IncomeChart }

/** One part of the signed-in user's portfolio; nothing when signed out. */
export function PortfolioPart({ part }: { part: keyof typeof parts }) {
  const token = useToken()
  if (token === undefined) return null
  const Part = parts[part]
  return <Part />
}
