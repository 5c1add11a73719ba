import type { PortfolioDay } from '@app/contracts/income-portfolio'

/** The drawing area of the income chart, in the SVG's own units. */
export const CHART = { width: 340, height: 150, top: 18, bottom: 22, gap: 6 } as const

export interface ChartBar {
  day: string
  /** Day of the month, as the axis shows it. */
  label: string
  isToday: boolean
  x: number
  width: number
  received: { y: number; height: number; amount: number }
  /** Stacked above what was received. */
  scheduled: { y: number; height: number; amount: number }
}

/**
 * Lays out one bar per day: received at the bottom, still to come above it, both to one scale set
 * by the largest day (a day with any income is at least one unit tall, so it never vanishes).
 */
export function layoutChart(days: readonly PortfolioDay[], today: string): { bars: ChartBar[]; max: number } {
  const amounts = days.map((d) => ({ received: Number(d.received), scheduled: Number(d.scheduled) }))
  const max = Math.max(0, ...amounts.map((a) => a.received + a.scheduled))
  const plot = CHART.height - CHART.top - CHART.bottom
  const step = days.length > 0 ? CHART.width / days.length : CHART.width
  const tall = (amount: number) => (amount <= 0 || max === 0 ? 0 : Math.max(1, (amount / max) * plot))
  const base = CHART.height - CHART.bottom
  const bars = days.map((d, i) => {
    const { received, scheduled } = amounts[i] ?? { received: 0, scheduled: 0 }
    const receivedHeight = tall(received)
    const scheduledHeight = tall(scheduled)
    return {
      day: d.day,
      label: String(Number(d.day.slice(8, 10))),
      isToday: d.day === today,
      x: i * step + CHART.gap / 2,
      width: step - CHART.gap,
      received: { y: base - receivedHeight, height: receivedHeight, amount: received },
      scheduled: { y: base - receivedHeight - scheduledHeight, height: scheduledHeight, amount: scheduled },
    }
  })
  return { bars, max }
}

/** What the legend adds up: received up to today, still to come from today on. */
export function chartTotals(days: readonly PortfolioDay[]): { received: number; scheduled: number } {
  return days.reduce(
    (sums, d) => ({
      received: sums.received + Number(d.received),
      scheduled: sums.scheduled + Number(d.scheduled),
    }),
    { received: 0, scheduled: 0 },
  )
}
