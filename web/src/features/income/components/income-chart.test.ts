import { describe, expect, it } from 'vitest'
import { CHART, chartTotals, layoutChart } from './income-chart.ts'

const day = (d: string, received: string, scheduled: string) => ({ day: d, received, scheduled })

describe('the income chart layout', () => {
  const days = [
    day('2026-11-23', '400', '0'),
    day('2026-11-24', '100', '300'),
    day('2026-11-25', '0', '200'),
    day('2026-11-26', '0', '0'),
  ]

  it('scales every bar to the largest day, received below and still to come stacked above', () => {
    const { bars, max } = layoutChart(days, '2026-11-24')
    const plot = CHART.height - CHART.top - CHART.bottom
    const base = CHART.height - CHART.bottom
    expect(max).toBe(400)
    expect(bars[0]?.received).toEqual({ y: base - plot, height: plot, amount: 400 })
    expect(bars[1]?.received.height).toBeCloseTo(plot / 4)
    expect(bars[1]?.scheduled.height).toBeCloseTo((plot * 3) / 4)
    expect(bars[1]?.scheduled.y).toBeCloseTo(base - plot)
    expect(bars[3]?.received.height).toBe(0)
    expect(bars.map((b) => b.isToday)).toEqual([false, true, false, false])
    expect(bars.map((b) => b.label)).toEqual(['23', '24', '25', '26'])
  })

  it('keeps a tiny day visible and fits every bar in the width', () => {
    const { bars } = layoutChart(
      [day('2026-11-24', '1', '0'), day('2026-11-25', '0', '1000000')],
      '2026-11-24',
    )
    expect(bars[0]?.received.height).toBe(1)
    const last = bars.at(-1)
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(CHART.width)
  })

  it('draws nothing for days without income', () => {
    const { bars, max } = layoutChart([day('2026-11-24', '0', '0')], '2026-11-24')
    expect(max).toBe(0)
    expect(bars[0]?.received.height).toBe(0)
    expect(bars[0]?.scheduled.height).toBe(0)
  })

  it('adds up the legend', () => {
    expect(chartTotals(days)).toEqual({ received: 500, scheduled: 500 })
  })
})
