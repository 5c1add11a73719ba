/**
 * What each earning of a holding is made of: part of the price coming back (the holder's own money)
 * and part profit (docs/decisions/0053). One pure module for the server, the app and the console.
 *
 * Pro rata: after `m` of a holding's `n` earnings, `floor(price × m / n)` of the price has come
 * back. So earning `k` returns `floor(price × k / n) − floor(price × (k − 1) / n)` of the price, and
 * the rest of the earning is profit (negative for a plan that pays back less than its price). The
 * sums telescope: the split of any run of earnings needs only its first and last index, the parts of
 * all `n` earnings are the price and the plan's profit exactly, and no part of the price is negative.
 *
 * Integer arithmetic only, in minor units; BigInt inside, since `price × m` can pass 2^53.
 */

/** The stored terms a split is computed from (a holding's, copied at purchase), in minor units. */
export interface SplitTerms {
  price: number
  /** Earnings per time: every earning of a holding is this amount. */
  earningAmount: number
  /** Number of earnings. */
  earningsCount: number
}

/** An amount received (or to come), and what of it is the price coming back and what is profit. */
export interface IncomeSplit {
  /** The whole amount: `principal + profit`. */
  received: number
  /** The part that returns the price: the holder's own money back. Never negative. */
  principal: number
  /** The rest: what the earnings bring beyond the price (negative: a loss). */
  profit: number
}

export const NO_SPLIT: IncomeSplit = { received: 0, principal: 0, profit: 0 }

/** `m` held to the schedule's bounds: no earning before the first or after the last. */
const clamp = (m: number, n: number) => Math.min(Math.max(0, Math.floor(m)), n)

/** Of the price, what the first `m` earnings have paid back: `floor(price × m / n)`; 0 with no earnings. */
export function principalAfter(terms: Pick<SplitTerms, 'price' | 'earningsCount'>, m: number): number {
  const n = Math.max(0, Math.floor(terms.earningsCount))
  if (n === 0 || terms.price <= 0) return 0
  return Number((BigInt(terms.price) * BigInt(clamp(m, n))) / BigInt(n))
}

/** Of the price, what is still to come back once the first `m` earnings have been paid. */
export function principalLeft(terms: Pick<SplitTerms, 'price' | 'earningsCount'>, m: number): number {
  return Math.max(0, terms.price) - principalAfter(terms, m)
}

/**
 * Earnings `first` to `last` (1-based, both included) split into the price coming back and profit;
 * nothing when the run is empty. Indices outside the schedule are held to it.
 */
export function splitEarnings(terms: SplitTerms, first: number, last: number): IncomeSplit {
  const n = Math.max(0, Math.floor(terms.earningsCount))
  const from = clamp(first - 1, n)
  const to = clamp(last, n)
  if (to <= from) return NO_SPLIT
  const received = Number(BigInt(terms.earningAmount) * BigInt(to - from))
  const principal = principalAfter(terms, to) - principalAfter(terms, from)
  return { received, principal, profit: received - principal }
}

/** The first `count` earnings: what a holding that has received `count` of them has paid so far. */
export const splitReceived = (terms: SplitTerms, count: number): IncomeSplit => splitEarnings(terms, 1, count)

/** Parts added up, each on its own. */
export function addSplits(splits: Iterable<IncomeSplit>): IncomeSplit {
  let received = 0
  let principal = 0
  let profit = 0
  for (const s of splits) {
    received += s.received
    principal += s.principal
    profit += s.profit
  }
  return { received, principal, profit }
}

/** A split taken back (a reversal of a receipt takes back both its parts). */
export const negateSplit = (s: IncomeSplit): IncomeSplit => ({
  received: -s.received,
  principal: -s.principal,
  profit: -s.profit,
})

/** A split as the API sends it: strings of integer minor units. */
export const splitText = (s: IncomeSplit) => ({
  received: String(s.received),
  principal: String(s.principal),
  profit: String(s.profit),
})
