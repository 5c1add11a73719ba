import type { Locale } from '@app/contracts/constants'
import { amountExample, parseMajorInput, parseMinor, withdrawalFee } from '@app/contracts/money'
import type { WithdrawOptions } from '@app/contracts/wallet-withdrawals'
import { coolDownNote } from '../../../lib/cool-down.ts'
import { formatDate } from '../../../lib/format.ts'
import '../../../lib/i18n/form-texts.ts'

export interface WithdrawFigures {
  amount: number
  fee: number
  /** What reaches the receipt account: amount − fee. */
  actual: number
}

/** What the user sees before sending: the fee the server will charge (the same rule) and what arrives. */
export function withdrawalFigures(amountMinor: number, feeRateBp: number): WithdrawFigures {
  const fee = withdrawalFee(amountMinor, feeRateBp)
  return { amount: amountMinor, fee, actual: amountMinor - fee }
}

/** The figures of what the user typed (as `locale` writes amounts), or null while it is not an amount. */
export function figuresOf(typed: string, feeRateBp: number, locale: Locale): WithdrawFigures | null {
  const minor = parseMajorInput(typed, locale)
  return minor === null || minor <= 0 ? null : withdrawalFigures(minor, feeRateBp)
}

/**
 * The fee and amount received to show beside the form: none ("--") while the amount is not one the
 * server would take (below the minimum, above the maximum, or more than the chosen wallet holds),
 * so no fee is ever shown for a withdrawal that cannot happen.
 */
export function previewOf(
  typed: string,
  options: Pick<WithdrawOptions, 'feeRateBp' | 'min' | 'max'>,
  available: string | undefined,
  locale: Locale,
): WithdrawFigures | null {
  const figures = figuresOf(typed, options.feeRateBp, locale)
  if (!figures) return null
  const max = parseMinor(options.max)
  const tooBig =
    (max !== null && max > 0 && figures.amount > max) ||
    (available !== undefined && figures.amount > (parseMinor(available) ?? 0))
  return figures.amount < (parseMinor(options.min) ?? 0) || tooBig ? null : figures
}

export interface WithdrawIssue {
  key: string
  values?: Record<string, string | number>
}

interface WithdrawCheck {
  typed: string
  options: WithdrawOptions
  /** The chosen wallet's balance. */
  available: string | undefined
  money: (minor: string | number) => string
  /** How the user writes amounts: the language shown. */
  locale: Locale
}

/** The first reason the withdrawal cannot be sent, in the order the user fills the form; null if none. */
export function withdrawIssue({
  typed,
  options,
  available,
  money,
  locale,
}: WithdrawCheck): WithdrawIssue | null {
  if (typed.trim() === '') return { key: 'validation.withdrawAmountRequired' }
  const amount = parseMajorInput(typed, locale)
  if (amount === null) return { key: 'validation.amountFormat', values: { example: amountExample(locale) } }
  if (amount <= 0) return { key: 'validation.amountInvalid' }
  const account = options.receiptAccount
  if (!account) return { key: 'wallet.receiptAccountRequired' }
  const coolDown = coolDownNote(account, formatDate)
  if (coolDown) return coolDown
  if (amount < (parseMinor(options.min) ?? 0))
    return { key: 'wallet.withdrawBelowMin', values: { min: money(options.min) } }
  const max = parseMinor(options.max)
  if (max !== null && max > 0 && amount > max)
    return { key: 'wallet.withdrawAboveMax', values: { max: money(options.max) } }
  if (options.usedToday >= options.dailyCount)
    return { key: 'wallet.withdrawDailyLimit', values: { count: options.dailyCount } }
  if (available !== undefined && amount > (parseMinor(available) ?? 0))
    return { key: 'ledger.insufficientFunds' }
  return null
}
