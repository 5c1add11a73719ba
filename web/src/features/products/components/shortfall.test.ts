import { describe, expect, it } from 'vitest'
import { buyShortfall } from './shortfall.ts'

describe('what the chosen wallet lacks for a purchase', () => {
  it('names the amount missing from the balance, to recharge', () => {
    expect(buyShortfall('5000', 'balance', { balance: '3750', revenue: '0' })).toEqual({
      kind: 'recharge',
      missing: 1250,
    })
    expect(buyShortfall('5000', 'balance', { balance: '0', revenue: '99999' })).toEqual({
      kind: 'recharge',
      missing: 5000,
    })
    expect(buyShortfall('5000', 'balance', { balance: '4999', revenue: '0' })).toEqual({
      kind: 'recharge',
      missing: 1,
    })
  })

  it('an exact balance, or more, is enough', () => {
    expect(buyShortfall('5000', 'balance', { balance: '5000', revenue: '0' })).toEqual({ kind: 'enough' })
    expect(buyShortfall('5000', 'balance', { balance: '5001', revenue: '0' })).toEqual({ kind: 'enough' })
    expect(buyShortfall('5000', 'revenue', { balance: '0', revenue: '5000' })).toEqual({ kind: 'enough' })
  })

  it('revenue cannot be recharged: says what it lacks and whether the balance would do', () => {
    expect(buyShortfall('5000', 'revenue', { balance: '5000', revenue: '1200' })).toEqual({
      kind: 'revenue',
      missing: 3800,
      balanceCovers: true,
    })
    expect(buyShortfall('5000', 'revenue', { balance: '4999', revenue: '0' })).toEqual({
      kind: 'revenue',
      missing: 5000,
      balanceCovers: false,
    })
  })

  it('guesses nothing when the balances are not known or not amounts', () => {
    expect(buyShortfall('5000', 'balance', undefined)).toEqual({ kind: 'unknown' })
    expect(buyShortfall('5000', 'balance', { balance: '-1', revenue: '0' })).toEqual({ kind: 'unknown' })
    expect(buyShortfall('5000', 'balance', { balance: '12.5', revenue: '0' })).toEqual({ kind: 'unknown' })
    expect(buyShortfall('abc', 'balance', { balance: '0', revenue: '0' })).toEqual({ kind: 'unknown' })
  })

  it('stays exact at the largest amounts (integer minor units)', () => {
    expect(buyShortfall('10000000000000', 'balance', { balance: '9999999999999', revenue: '0' })).toEqual({
      kind: 'recharge',
      missing: 1,
    })
  })
})
