import { lazy, Suspense } from 'react'
import { useToken } from '../../../lib/session.ts'

/*
 * The portfolio's parts in chunks of their own, so the screens that show them (Home, Wallet, My
 * products) grow by a few lines only: the figures, the running products, and the chart (last).
 */
const Summary = lazy(() => import('./PortfolioSummary.tsx').then((m) => ({ default: m.PortfolioSummary })))
const Running = lazy(() => import('./RunningHoldings.tsx').then((m) => ({ default: m.RunningHoldings })))
const Chart = lazy(() => import('./IncomeChart.tsx').then((m) => ({ default: m.IncomeChart })))

const parts = { summary: Summary, running: Running, chart: Chart }

/** One part of the signed-in user's portfolio, loaded when first shown; nothing when signed out. */
export function PortfolioPart({ part }: { part: keyof typeof parts }) {
  const token = useToken()
  if (token === undefined) return null
  const Part = parts[part]
  return (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  )
}
