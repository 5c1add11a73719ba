import { describe, expect, it } from 'vitest'
import {
  emptyRechargeDraft,
  rechargeIssue,
  rechargeIssues,
  toRechargeBody,
  type RechargeDraft,
} from './recharge-form.ts'

const draft = (change: Partial<RechargeDraft>): RechargeDraft => ({ ...emptyRechargeDraft, ...change })
const keyOf = (d: RechargeDraft, locale: 'en' | 'es' | 'ja' = 'en') => rechargeIssue(d, locale)?.key ?? null
const ready = { membershipNumber: 'M-1', channelId: 1, payerAccount: 'A' }

describe('the recharge form messages', () => {
  it('come in the spec order: membership, amount entered, amount selected, wallet type, account', () => {
    expect(keyOf(draft({}))).toBe('validation.membershipNumberRequired')
    expect(keyOf(draft({ membershipNumber: 'M-1', typedAmount: '0' }))).toBe(
      'validation.rechargeAmountRequired',
    )
    expect(keyOf(draft({ membershipNumber: 'M-1' }))).toBe('validation.rechargeAmountSelect')
    expect(keyOf(draft({ membershipNumber: 'M-1', preset: '10000' }))).toBe('validation.walletTypeRequired')
    expect(keyOf(draft({ membershipNumber: 'M-1', typedAmount: '12.5', channelId: 1 }))).toBe(
      'validation.rechargeAccountRequired',
    )
    expect(keyOf(draft({ ...ready, preset: '10000' }))).toBeNull()
  })

  it('marks every field that is wrong at once, each next to its own field', () => {
    expect(rechargeIssues(draft({}), 'en').map((issue) => issue.field)).toEqual([
      'membershipNumber',
      'amount',
      'channelId',
      'payerAccount',
    ])
  })

  it('says which format an amount that is not one is wanted in, in the user’s language', () => {
    expect(rechargeIssue(draft({ membershipNumber: 'M-1', typedAmount: 'ten' }), 'en')).toEqual({
      field: 'amount',
      key: 'validation.amountFormat',
      values: { example: '1,234.56' },
    })
    expect(rechargeIssue(draft({ ...ready, typedAmount: '150.50' }), 'es')).toEqual({
      field: 'amount',
      key: 'validation.amountFormat',
      values: { example: '1.234,56' },
    })
    expect(rechargeIssue(draft({ ...ready, typedAmount: '１５０，５' }), 'ja')?.values).toEqual({
      example: '1,234.56',
    })
  })

  it('sends a typed amount over a preset, in minor units', () => {
    const body = toRechargeBody(
      draft({
        membershipNumber: ' M-1 ',
        preset: '10000',
        typedAmount: '12.5',
        channelId: 2,
        payerAccount: 'A',
      }),
      'en',
    )
    expect(body).toEqual({ membershipNumber: 'M-1', payerAccount: 'A', amount: '1250', channelId: 2 })
  })

  it('reads the amount as the user’s language writes it', () => {
    expect(toRechargeBody(draft({ ...ready, typedAmount: '150,50' }), 'es').amount).toBe('15050')
    expect(toRechargeBody(draft({ ...ready, typedAmount: '1.000,50' }), 'es').amount).toBe('100050')
    expect(toRechargeBody(draft({ ...ready, typedAmount: '1,000' }), 'en').amount).toBe('100000')
    expect(toRechargeBody(draft({ ...ready, typedAmount: '１５０．５' }), 'ja').amount).toBe('15050')
    expect(keyOf(draft({ ...ready, typedAmount: '150,50' }), 'es')).toBeNull()
  })
})
