import type { PortfolioDay } from '@app/contracts/income-portfolio'

/** The drawing area of the income chart, in the SVG's own units. */
export const CHART = { width: 340, height: 150, top: 18, bottom: 22, gap: 6 } as const

/** One piece of a bar: where it starts (its top), how tall it is, and the amount it stands for. */
export interface BarPart {
  y: number
  height: number
  amount: number
}

export interface ChartBar {
  day: string
  /** Day of the month, as the axis shows it. */
  label: string
  isToday: boolean
  x: number
  width: number
  /** Received that day: the user's own money back at the bottom, the profit on top of it. */
  principal: BarPart
  profit: BarPart
  /** Still to come that day, stacked above what was received, its profit on top. */
  scheduled: BarPart
  scheduledProfit: BarPart
}

/** An amount of a day split in two; a loss (negative profit) draws as money back only. */
function parts(total: number, profit: number): [number, number] {
  const shownProfit = Math.max(0, Math.min(profit, total))
  return [Math.max(0, total - shownProfit), shownProfit]
}

/**
 * Lays out one bar per day: received at the bottom (money back, then profit), still to come above it
 * (money back, then profit), all to one scale set by the largest day. Any piece with an amount is at
 * least one unit tall, so a day's profit of a cent never vanishes under its money back.
 */
export function layoutChart(days: readonly PortfolioDay[], today: string): { bars: ChartBar[]; max: number } {
  const amounts = days.map((d) => ({
    received: parts(Number(d.received), Number(d.receivedProfit)),
    scheduled: parts(Number(d.scheduled), Number(d.scheduledProfit)),
  }))
  const max = Math.max(
    0,
    ...days.map((d) => Math.max(0, Number(d.received)) + Math.max(0, Number(d.scheduled))),
  )
  const plot = CHART.height - CHART.top - CHART.bottom
  const step = days.length > 0 ? CHART.width / days.length : CHART.width
  const tall = (amount: number) => (amount <= 0 || max === 0 ? 0 : Math.max(1, (amount / max) * plot))
  const bars = days.map((d, i) => {
    const { received, scheduled } = amounts[i] ?? { received: [0, 0], scheduled: [0, 0] }
    let top = CHART.height - CHART.bottom
    const stack = (amount: number): BarPart => {
      const height = tall(amount)
      top -= height
      return { y: top, height, amount }
    }
    return {
      day: d.day,
      label: String(Number(d.day.slice(8, 10))),
      isToday: d.day === today,
      x: i * step + CHART.gap / 2,
      width: step - CHART.gap,
      principal: stack(received[0]),
      profit: stack(received[1]),
      scheduled: stack(scheduled[0]),
      scheduledProfit: stack(scheduled[1]),
    }
  })
  return { bars, max }
}

/** What the legend adds up: received up to today (money back and profit), still to come from today on. */
export function chartTotals(days: readonly PortfolioDay[]) {
  return days.reduce(
    (sums, d) => ({
      principal: sums.principal + Number(d.received) - Number(d.receivedProfit),
      profit: sums.profit + Number(d.receivedProfit),
      scheduled: sums.scheduled + Number(d.scheduled),
      scheduledProfit: sums.scheduledProfit + Number(d.scheduledProfit),
    }),
    { principal: 0, profit: 0, scheduled: 0, scheduledProfit: 0 },
  )
}
