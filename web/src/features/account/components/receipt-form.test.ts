import { describe, expect, it } from 'vitest'
import { receiptAccountBody } from '@app/contracts/account'
import { fieldIssues } from '../../../lib/validation.ts'
import { receiptIssues, receiptValues, type ReceiptDraft } from './receipt-form.ts'

const methods = ['Bank transfer', 'Mobile wallet']
const draft = (change: Partial<ReceiptDraft> = {}): ReceiptDraft => ({
  accountNumber: '0011223344',
  receiverName: 'Ana Ruiz',
  method: 'Bank transfer',
  password: 'secret12',
  ...change,
})
const issuesOf = (d: ReceiptDraft, list: readonly string[] | undefined = methods) =>
  receiptIssues(fieldIssues(receiptAccountBody, receiptValues(d)), d, list)

describe('the receipt account form', () => {
  it('keeps every digit typed and says the spec’s message when the count is wrong', () => {
    expect(receiptValues(draft({ accountNumber: '001122334455' })).accountNumber).toBe('001122334455')
    expect(issuesOf(draft({ accountNumber: '001122334455' })).accountNumber).toBe(
      'validation.accountNumberDigits',
    )
    expect(issuesOf(draft({ accountNumber: '12345' })).accountNumber).toBe('validation.accountNumberDigits')
    expect(issuesOf(draft({ accountNumber: '' })).accountNumber).toBe('validation.accountNumberRequired')
    expect(issuesOf(draft()).accountNumber).toBeUndefined()
  })

  it('reads full-width digits and spaces between groups as the same ten digits', () => {
    expect(receiptValues(draft({ accountNumber: '００１１２２３３４４' })).accountNumber).toBe('0011223344')
    expect(receiptValues(draft({ accountNumber: ' 0011 2233 44 ' })).accountNumber).toBe('0011223344')
    expect(issuesOf(draft({ accountNumber: '0011 2233 44' })).accountNumber).toBeUndefined()
    expect(issuesOf(draft({ accountNumber: '0011-2233-44' })).accountNumber).toBe(
      'validation.accountNumberDigits',
    )
  })

  it('takes a method from the operator’s list only', () => {
    expect(issuesOf(draft({ method: '' })).method).toBe('validation.methodSelect')
    expect(issuesOf(draft({ method: 'Harvest Bank' })).method).toBe('validation.methodSelect')
    expect(issuesOf(draft({ method: 'Mobile wallet' })).method).toBeUndefined()
    // While the list loads, only an empty method is refused.
    expect(issuesOf(draft({ method: '' }), undefined).method).toBe('validation.methodSelect')
  })

  it('marks every wrong field at once', () => {
    const issues = issuesOf({ accountNumber: '1', receiverName: ' ', method: '', password: '' })
    expect(issues).toEqual({
      accountNumber: 'validation.accountNumberDigits',
      receiverName: 'validation.receiverNameRequired',
      method: 'validation.methodSelect',
      password: 'validation.passwordRequired',
    })
  })
})
