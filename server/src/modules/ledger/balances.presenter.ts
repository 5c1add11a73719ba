import type { Balances } from '@app/contracts'

export function presentBalances(b: {
  balance: number
  revenue: number
  points: number
  withdraw_hold: number
}): Balances {
  return {
    balance: String(b.balance),
    revenue: String(b.revenue),
    points: String(b.points),
    withdrawHold: String(b.withdraw_hold),
  }
}
