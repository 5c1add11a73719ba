import { describe, expect, it } from 'vitest'
import { RECHARGE_STATUSES } from '@app/contracts'
import { dayRange } from '../../../lib/date-range.ts'
import { filterQuery, readQueueParams } from './queue-params.ts'

const read = (query: string) => readQueueParams(new URLSearchParams(query), RECHARGE_STATUSES)

describe('a queue page read from its address', () => {
  it('opens the pending tab oldest first, and the others newest first, unless the address says', () => {
    expect(read('')).toMatchObject({ status: 'pending', order: 'oldest', filters: {}, filtered: false })
    expect(read('status=completed')).toMatchObject({ status: 'completed', order: 'newest' })
    expect(read('status=pending&order=newest').order).toBe('newest')
    expect(read('status=bogus&order=sideways')).toMatchObject({ status: 'pending', order: 'oldest' })
  })

  it("takes a user page's link and each search field as the server's filters", () => {
    expect(read('user=12')).toMatchObject({ filters: { userId: 12 }, filtered: true, problem: null })
    expect(read('phone=5550100001').filters).toEqual({ phone: '5550100001' })
    expect(read('amount=250.5').filters).toEqual({ amount: 25_050 })
    expect(read('ref=%20FT%2F2611%2F0099%20').filters).toEqual({ reference: 'FT/2611/0099' })
    const range = dayRange('2026-11-01', '2026-11-07')
    if ('problem' in range) throw new Error(range.problem)
    expect(read('user=3&from=2026-11-01&to=2026-11-07').filters).toEqual({
      userId: 3,
      from: range.from,
      to: range.to,
    })
    expect(filterQuery({ userId: 3, amount: 100 })).toEqual({ userId: '3', amount: '100' })
  })

  it('says why an address cannot be searched for, rather than showing a wider queue', () => {
    expect(read('user=abc').problem).toBe('A user ID is a whole number.')
    expect(read('amount=0').problem).toBe('Enter an amount such as 12 or 12.50.')
    expect(read('phone=12').problem).toBe('A phone number is 6 to 15 digits.')
    expect(read('from=2026-11-07&to=2026-11-01').problem).toBe(
      'The first day must not be after the last day.',
    )
    expect(read('from=2026-11-07').problem).toBe('Choose a first and a last day.')
  })
})
