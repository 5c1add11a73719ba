import { parseMinor } from '@app/contracts/money'
import type { PayWallet } from '@app/contracts/products'

/** The user's two wallets as the server stored them (GET /api/wallet), in minor units. */
export interface PayBalances {
  balance: string
  revenue: string
}

/**
 * What the chosen wallet means for buying at `price`:
 * - `unknown`: the balances are not known (loading, offline); the server decides on confirm.
 * - `enough`: the wallet holds the price or more.
 * - `recharge`: the balance is `missing` short; a recharge of that amount makes the purchase possible.
 * - `revenue`: the revenue wallet is `missing` short. Revenue cannot be recharged; `balanceCovers`
 *   says whether paying from the balance instead would do.
 */
export type Shortfall =
  | { kind: 'unknown' }
  | { kind: 'enough' }
  | { kind: 'recharge'; missing: number }
  | { kind: 'revenue'; missing: number; balanceCovers: boolean }

/** Compares the price with the chosen wallet, in integer minor units only. */
export function buyShortfall(price: string, wallet: PayWallet, balances: PayBalances | undefined): Shortfall {
  const cost = parseMinor(price)
  const held = balances ? parseMinor(balances[wallet]) : null
  if (cost === null || held === null || balances === undefined) return { kind: 'unknown' }
  if (held >= cost) return { kind: 'enough' }
  const missing = cost - held
  if (wallet === 'balance') return { kind: 'recharge', missing }
  const balance = parseMinor(balances.balance)
  return { kind: 'revenue', missing, balanceCovers: balance !== null && balance >= cost }
}
