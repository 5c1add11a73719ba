import { MAX_SCHEDULE_ROWS } from '@app/contracts'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildProduct } from '../../testing/factories.ts'

describeEachDialect('the payout schedule of a product page', (ctx) => {
  it('lists the first earnings of a long schedule and counts them all', async () => {
    const id = await buildProduct(ctx(), {
      earningsCount: 3650,
      claimPeriodSeconds: 60,
      profitRule: '0000001',
      earningAmount: '1',
    })
    const response = await ctx().call({ method: 'GET', url: `/api/products/${id}` })
    const data = response.json<{ data: { schedule: { index: number }[]; scheduleTotal: number } }>().data
    expect(data.scheduleTotal).toBe(3650)
    expect(data.schedule).toHaveLength(MAX_SCHEDULE_ROWS)
    expect(data.schedule.map((e) => e.index)).toEqual(
      Array.from({ length: MAX_SCHEDULE_ROWS }, (_, i) => i + 1),
    )
  })

  it('lists a short schedule whole', async () => {
    const id = await buildProduct(ctx(), { earningsCount: 30 })
    const data = (await ctx().call({ method: 'GET', url: `/api/products/${id}` })).json<{
      data: { schedule: unknown[]; scheduleTotal: number }
    }>().data
    expect(data.schedule).toHaveLength(30)
    expect(data.scheduleTotal).toBe(30)
  })
})
