/**
 * Money travels as strings of integer minor units ("12345" = 123.45 with two decimals). This is the
 * only module that parses and formats amounts.
 */
export const MINOR_DIGITS = 2
/** Upper bound of any single amount: 10^13 minor units keeps every sum exact in a JS number. */
export const MAX_AMOUNT_MINOR = 10_000_000_000_000

const MINOR_PATTERN = /^(0|[1-9][0-9]{0,13})$/
const MAJOR_PATTERN = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/

/** Parses a minor-unit string; returns null for anything but a bounded non-negative integer. */
export function parseMinor(text: string): number | null {
  if (!MINOR_PATTERN.test(text)) return null
  const n = Number(text)
  return n <= MAX_AMOUNT_MINOR ? n : null
}

/** Parses what a user types ("12", "12.5", "12.50") into minor units; null if it is not an amount. */
export function parseMajorInput(text: string): number | null {
  const trimmed = text.trim()
  if (!MAJOR_PATTERN.test(trimmed)) return null
  const [whole, fraction = ''] = trimmed.split('.')
  const minor = Number(whole) * 100 + Number(fraction.padEnd(MINOR_DIGITS, '0'))
  return minor <= MAX_AMOUNT_MINOR ? minor : null
}

/** Formats minor units with the config currency as prefix: formatMoney("123456", "$") → "$1,234.56". */
export function formatMoney(minor: string | number, currency: string): string {
  const n = typeof minor === 'number' ? minor : Number(minor)
  const negative = n < 0
  const abs = Math.abs(n)
  const whole = Math.floor(abs / 100)
  const cents = String(abs % 100).padStart(2, '0')
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${negative ? '-' : ''}${currency}${grouped}.${cents}`
}

/**
 * Minor units as a plain decimal number of major units, no currency and no grouping:
 * formatDecimal(-9800) → "-98.00". What a spreadsheet reads as a number (CSV exports).
 */
export function formatDecimal(minor: number): string {
  const abs = Math.abs(minor)
  const cents = String(abs % 100).padStart(MINOR_DIGITS, '0')
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${cents}`
}

/**
 * The fee of a withdrawal (MONEY.md I7): ⌊amount × fee rate (basis points) / 10 000⌋ in minor units;
 * what reaches the receipt account is amount − fee. The server charges it, the app shows it.
 */
export function withdrawalFee(amountMinor: number, feeRateBp: number): number {
  // BigInt: amount × rate can pass 2^53 even when both fit; the fee itself always does.
  return Number((BigInt(amountMinor) * BigInt(feeRateBp)) / 10_000n)
}
