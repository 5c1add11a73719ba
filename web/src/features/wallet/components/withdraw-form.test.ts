import { describe, expect, it } from 'vitest'
import { formatMoney } from '@app/contracts/money'
import type { WithdrawOptions } from '@app/contracts/wallet-withdrawals'
import { formatDate } from '../../../lib/format.ts'
import { figuresOf, previewOf, withdrawalFigures, withdrawIssue } from './withdraw-form.ts'

const money = (minor: string | number) => formatMoney(minor, '$')

const options: WithdrawOptions = {
  feeRateBp: 200,
  min: '1000',
  max: '5000000',
  dailyCount: 3,
  usedToday: 0,
  receiptAccount: {
    accountNumber: '0123456789',
    receiverName: 'Demo User',
    method: 'Bank',
    updatedAt: 1,
    changedAt: null,
    withdrawableFrom: null,
    passwordResetAt: null,
    coolDownHours: 24,
  },
}

describe('the withdrawal fee and the actual amount', () => {
  it('takes the fee rate in basis points, rounded down to the minor unit, as the server does', () => {
    expect(withdrawalFigures(10_000, 200)).toEqual({ amount: 10_000, fee: 200, actual: 9_800 })
    // 2 % of 123.45 is 2.469: the fee is 2.46 and 120.99 arrives.
    expect(withdrawalFigures(12_345, 200)).toEqual({ amount: 12_345, fee: 246, actual: 12_099 })
    expect(withdrawalFigures(49, 200)).toEqual({ amount: 49, fee: 0, actual: 49 })
    expect(withdrawalFigures(12_345, 0)).toEqual({ amount: 12_345, fee: 0, actual: 12_345 })
  })

  it('agrees with Math.floor(amount × rate / 10 000) for every amount up to 1,000.00 at 2.5 %', () => {
    for (let amount = 1; amount <= 100_000; amount += 7) {
      expect(withdrawalFigures(amount, 250).fee).toBe(Math.floor((amount * 250) / 10_000))
    }
  })

  it('stays exact where a float product would not (the largest amount at the highest rate)', () => {
    const { fee, actual } = withdrawalFigures(9_999_999_999_999, 5_000)
    expect(fee).toBe(4_999_999_999_999)
    expect(actual).toBe(5_000_000_000_000)
  })

  it('reads what the user typed in major units, and nothing that is not an amount', () => {
    expect(figuresOf('123.45', 200, 'en')).toEqual({ amount: 12_345, fee: 246, actual: 12_099 })
    expect(figuresOf('123,45', 200, 'es')).toEqual({ amount: 12_345, fee: 246, actual: 12_099 })
    expect(figuresOf('１２３．４５', 200, 'ja')).toEqual({ amount: 12_345, fee: 246, actual: 12_099 })
    expect(figuresOf('', 200, 'en')).toBeNull()
    expect(figuresOf('0', 200, 'en')).toBeNull()
    expect(figuresOf('1.234', 200, 'en')).toBeNull()
    expect(figuresOf('123.45', 200, 'es')).toBeNull()
    expect(figuresOf('1e3', 200, 'en')).toBeNull()
  })
})

describe('what stops a withdrawal before it is sent', () => {
  const check = (typed: string, over: Partial<WithdrawOptions> = {}, available = '100000') =>
    withdrawIssue({ typed, options: { ...options, ...over }, available, money, locale: 'en' })

  it('asks for the amount first, in the spec words', () => {
    expect(check('')).toEqual({ key: 'validation.withdrawAmountRequired' })
    expect(check('abc')).toEqual({ key: 'validation.amountFormat', values: { example: '1,234.56' } })
    expect(check('0')).toEqual({ key: 'validation.amountInvalid' })
  })

  it('reads the amount as the user’s language writes it, and names the format it wants', () => {
    const inSpanish = (typed: string) =>
      withdrawIssue({ typed, options, available: '100000', money, locale: 'es' })
    expect(inSpanish('100,50')).toBeNull()
    expect(inSpanish('100.50')).toEqual({ key: 'validation.amountFormat', values: { example: '1.234,56' } })
    expect(
      withdrawIssue({ typed: '１００．５', options, available: '100000', money, locale: 'ja' }),
    ).toBeNull()
  })

  it('then the receipt account, the limits, the daily count and the wallet balance', () => {
    expect(check('50', { receiptAccount: null })).toEqual({ key: 'wallet.receiptAccountRequired' })
    const changed = { ...options.receiptAccount!, changedAt: 1_790_000_000, withdrawableFrom: 1_790_086_400 }
    expect(check('50', { receiptAccount: changed })).toEqual({
      key: 'receiptPage.coolDown',
      values: { changedAt: formatDate(1_790_000_000), from: formatDate(1_790_086_400) },
    })
    // After a password reset that ends last, the note names the reset.
    const reset = { ...changed, passwordResetAt: 1_790_003_600, withdrawableFrom: 1_790_090_000 }
    expect(check('50', { receiptAccount: reset })).toEqual({
      key: 'receiptPage.resetCoolDown',
      values: { resetAt: formatDate(1_790_003_600), from: formatDate(1_790_090_000) },
    })
    expect(check('9.99')).toEqual({ key: 'wallet.withdrawBelowMin', values: { min: '$10.00' } })
    expect(check('50000.01')).toEqual({ key: 'wallet.withdrawAboveMax', values: { max: '$50,000.00' } })
    expect(check('50', { usedToday: 3 })).toEqual({ key: 'wallet.withdrawDailyLimit', values: { count: 3 } })
    expect(check('1000.01')).toEqual({ key: 'ledger.insufficientFunds' })
    expect(check('1000')).toBeNull()
  })
})

describe('the preview beside the form', () => {
  it('shows the fee and the amount received only for an amount the server would take', () => {
    expect(previewOf('123.45', options, '1430000', 'en')).toEqual({
      amount: 12_345,
      fee: 246,
      actual: 12_099,
    })
    // Below the minimum, above the maximum, more than the wallet holds: no fee for what cannot happen.
    expect(previewOf('9.99', options, '1430000', 'en')).toBeNull()
    expect(previewOf('99999999999', options, '1430000', 'en')).toBeNull()
    expect(previewOf('20000', options, '1430000', 'en')).toBeNull()
    expect(previewOf('14300', options, '1430000', 'en')).toEqual({
      amount: 1_430_000,
      fee: 28_600,
      actual: 1_401_400,
    })
    // While the balance is unknown (offline), the limits alone decide.
    expect(previewOf('20000', options, undefined, 'en')).toEqual({
      amount: 2_000_000,
      fee: 40_000,
      actual: 1_960_000,
    })
    expect(previewOf('', options, '1430000', 'en')).toBeNull()
  })
})
