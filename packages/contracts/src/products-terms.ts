/**
 * What a product's stored terms come to for the person who buys it, in one pure module that the
 * server (which sends the figures), the app and the console share. Definitions and rounding:
 * docs/decisions/0007-product-terms.md.
 *
 * The principal is not paid back on its own at the end: the earnings are everything a holding pays
 * (the income schedule has nothing else), so they return the price and the profit together. Of the
 * total paid back, the price comes first; what is left over is the profit. A plan that pays back
 * less than its price has a negative profit (a loss).
 *
 * Integer arithmetic only: money in minor units, rates in basis points (1 bp = 0.01 %). Every rate
 * is rounded down (towards minus infinity), so a rate shown is never higher than the exact one.
 */

export const DAY_SECONDS = 86_400
/** The year of the annual rate: 365 days of 86 400 seconds, whatever the calendar year. */
export const YEAR_SECONDS = 365 * DAY_SECONDS
const BP = 10_000n

/** The stored terms the figures are computed from; amounts in minor units. */
export interface StoredProductTerms {
  price: number
  /** Earnings per time. */
  earningAmount: number
  /** Number of earnings. */
  earningsCount: number
  /** Seconds between earning slots. */
  claimPeriodSeconds: number
}

export interface DerivedProductTerms {
  /** Everything the earnings pay: number of earnings × earnings per time. */
  paidBack: number
  /** The part of `paidBack` that returns the price: the price, or all of `paidBack` when it is less. */
  principalBack: number
  /** `paidBack − price`: what the plan earns beyond the price; negative is a loss. */
  profit: number
  /** Seconds from the purchase to the last earning (from the payout schedule). */
  lengthSeconds: number
  /** `profit / price` over the plan's length, in basis points, rounded down. */
  returnBp: number
  /**
   * The return scaled to a 365-day year without compounding (simple):
   * `profit / price × 365 days / length`, in basis points, rounded down; null when the length is 0.
   */
  annualBp: number | null
  /**
   * What one active day pays (earnings per time × earnings in a day), only for a plan that runs whole
   * days: its claim period divides a day exactly and it pays for at least one whole day. Null otherwise.
   */
  dailyRevenue: number | null
}

/** `a / b` rounded towards minus infinity (BigInt division rounds towards zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q
}

/** Never above the exact value: a figure too large to be exact as a number is held at the largest that is. */
function safe(value: bigint): number {
  const max = BigInt(Number.MAX_SAFE_INTEGER)
  return Number(value > max ? max : value < -max ? -max : value)
}

/** `profit / price` in basis points, rounded down. */
export function returnBasisPoints(profit: number, price: number): number {
  if (price <= 0) return 0
  return safe(floorDiv(BigInt(profit) * BP, BigInt(price)))
}

/** Simple annual rate in basis points, rounded down: `profit / price × YEAR / length`. */
export function annualBasisPoints(profit: number, price: number, lengthSeconds: number): number | null {
  if (price <= 0 || lengthSeconds <= 0) return null
  return safe(floorDiv(BigInt(profit) * BP * BigInt(YEAR_SECONDS), BigInt(price) * BigInt(lengthSeconds)))
}

/** True when the plan pays whole days: a day holds a whole number of slots and it pays for a day or more. */
export function runsWholeDays(
  terms: Pick<StoredProductTerms, 'earningsCount' | 'claimPeriodSeconds'>,
): boolean {
  const period = terms.claimPeriodSeconds
  return period > 0 && DAY_SECONDS % period === 0 && terms.earningsCount * period >= DAY_SECONDS
}

/**
 * The figures of a plan bought at a moment whose last earning falls `lengthSeconds` later (the
 * payout schedule gives it: it depends on the weekday flags and on when the purchase is made).
 */
export function deriveProductTerms(terms: StoredProductTerms, lengthSeconds: number): DerivedProductTerms {
  const paidBack = terms.earningAmount * terms.earningsCount
  const profit = paidBack - terms.price
  return {
    paidBack,
    principalBack: Math.min(terms.price, paidBack),
    profit,
    lengthSeconds,
    returnBp: returnBasisPoints(profit, terms.price),
    annualBp: annualBasisPoints(profit, terms.price, lengthSeconds),
    dailyRevenue: runsWholeDays(terms)
      ? terms.earningAmount * (DAY_SECONDS / terms.claimPeriodSeconds)
      : null,
  }
}

export interface DurationParts {
  days: number
  hours: number
  minutes: number
  seconds: number
}

/** A length in seconds as days, hours, minutes and seconds (each part whole, nothing rounded away). */
export function durationParts(totalSeconds: number): DurationParts {
  const s = Math.max(0, Math.floor(totalSeconds))
  return {
    days: Math.floor(s / DAY_SECONDS),
    hours: Math.floor((s % DAY_SECONDS) / 3_600),
    minutes: Math.floor((s % 3_600) / 60),
    seconds: s % 60,
  }
}
