import { MAX_SCHEDULE_ROWS } from '@app/contracts'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../../testing/each-dialect.ts'
import { buildProduct } from '../../testing/factories.ts'

describeEachDialect('the payout schedule of a product page', (ctx) => {
  it('lists the first earnings of a long schedule, counts them all, and gives the last', async () => {
    const id = await buildProduct(ctx(), {
      earningsCount: 3650,
      claimPeriodSeconds: 60,
      profitRule: '0000001',
      earningAmount: '1',
    })
    const response = await ctx().call({ method: 'GET', url: `/api/products/${id}` })
    const data = response.json<{
      data: {
        schedule: { index: number; dueAt: number }[]
        scheduleTotal: number
        scheduleLast: { index: number; dueAt: number; amount: string } | null
      }
    }>().data
    expect(data.scheduleTotal).toBe(3650)
    // Sundays only, a slot a minute: the 3650th earning falls due on the third Sunday paying.
    expect(data.scheduleLast).toMatchObject({ index: 3650, amount: '1' })
    expect(data.scheduleLast?.dueAt).toBeGreaterThan(data.schedule.at(-1)?.dueAt ?? Infinity)
    expect(data.schedule).toHaveLength(MAX_SCHEDULE_ROWS)
    expect(data.schedule.map((e) => e.index)).toEqual(
      Array.from({ length: MAX_SCHEDULE_ROWS }, (_, i) => i + 1),
    )
  })

  it('lists a short schedule whole', async () => {
    const id = await buildProduct(ctx(), { earningsCount: 30 })
    const data = (await ctx().call({ method: 'GET', url: `/api/products/${id}` })).json<{
      data: { schedule: { index: number }[]; scheduleTotal: number; scheduleLast: { index: number } | null }
    }>().data
    expect(data.schedule).toHaveLength(30)
    expect(data.scheduleTotal).toBe(30)
    expect(data.scheduleLast).toEqual(data.schedule.at(-1))
  })
})
