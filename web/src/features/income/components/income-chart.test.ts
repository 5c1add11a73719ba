import { describe, expect, it } from 'vitest'
import { CHART, chartTotals, layoutChart } from './income-chart.ts'

const day = (
  d: string,
  received: string,
  scheduled: string,
  receivedProfit = '0',
  scheduledProfit = '0',
) => ({
  day: d,
  received,
  receivedProfit,
  scheduled,
  scheduledProfit,
})

describe('the income chart layout', () => {
  const days = [
    day('2026-11-23', '400', '0', '40'),
    day('2026-11-24', '100', '300', '0', '30'),
    day('2026-11-25', '0', '200'),
    day('2026-11-26', '0', '0'),
  ]

  it('scales every bar to the largest day: money back, then profit, then what is still to come', () => {
    const { bars, max } = layoutChart(days, '2026-11-24')
    const plot = CHART.height - CHART.top - CHART.bottom
    const base = CHART.height - CHART.bottom
    expect(max).toBe(400)
    // 360 of the 400 came back of the price, 40 was profit, stacked on top.
    expect(bars[0]?.principal).toEqual({
      y: base - (plot * 360) / 400,
      height: (plot * 360) / 400,
      amount: 360,
    })
    expect(bars[0]?.profit.height).toBeCloseTo(plot / 10)
    expect(bars[0]?.profit.y).toBeCloseTo(base - plot)
    expect(bars[1]?.principal.height).toBeCloseTo(plot / 4)
    expect(bars[1]?.scheduled.height).toBeCloseTo((plot * 270) / 400)
    expect(bars[1]?.scheduledProfit.height).toBeCloseTo((plot * 30) / 400)
    expect(bars[1]?.scheduledProfit.y).toBeCloseTo(base - plot)
    expect(bars[3]?.principal.height).toBe(0)
    expect(bars.map((b) => b.isToday)).toEqual([false, true, false, false])
    expect(bars.map((b) => b.label)).toEqual(['23', '24', '25', '26'])
  })

  it('keeps a cent of profit visible on a large day, and fits every bar in the width', () => {
    const { bars } = layoutChart(
      [day('2026-11-24', '6579', '0', '1'), day('2026-11-25', '0', '1000000')],
      '2026-11-24',
    )
    expect(bars[0]?.profit.height).toBe(1)
    expect(bars[0]?.profit.amount).toBe(1)
    const last = bars.at(-1)
    expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(CHART.width)
  })

  it('draws a loss as money back only: nothing is stacked below the base', () => {
    const { bars } = layoutChart([day('2026-11-24', '300', '0', '-700')], '2026-11-24')
    expect(bars[0]?.profit.height).toBe(0)
    expect(bars[0]?.principal.amount).toBe(300)
  })

  it('draws nothing for days without earnings', () => {
    const { bars, max } = layoutChart([day('2026-11-24', '0', '0')], '2026-11-24')
    expect(max).toBe(0)
    expect(bars[0]?.principal.height).toBe(0)
    expect(bars[0]?.scheduled.height).toBe(0)
  })

  it('adds up the legend, money back and profit apart', () => {
    expect(chartTotals(days)).toEqual({ principal: 460, profit: 40, scheduled: 500, scheduledProfit: 30 })
  })
})
