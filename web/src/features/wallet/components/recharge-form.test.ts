import { describe, expect, it } from 'vitest'
import { emptyRechargeDraft, rechargeIssue, toRechargeBody, type RechargeDraft } from './recharge-form.ts'

const draft = (change: Partial<RechargeDraft>): RechargeDraft => ({ ...emptyRechargeDraft, ...change })

describe('the recharge form messages', () => {
  it('come in the spec order: membership, amount entered, amount selected, wallet type, account', () => {
    expect(rechargeIssue(draft({}))).toBe('validation.membershipNumberRequired')
    expect(rechargeIssue(draft({ membershipNumber: 'M-1', typedAmount: 'ten' }))).toBe(
      'validation.rechargeAmountRequired',
    )
    expect(rechargeIssue(draft({ membershipNumber: 'M-1', typedAmount: '0' }))).toBe(
      'validation.rechargeAmountRequired',
    )
    expect(rechargeIssue(draft({ membershipNumber: 'M-1' }))).toBe('validation.rechargeAmountSelect')
    expect(rechargeIssue(draft({ membershipNumber: 'M-1', preset: '10000' }))).toBe(
      'validation.walletTypeRequired',
    )
    expect(rechargeIssue(draft({ membershipNumber: 'M-1', typedAmount: '12.5', channelId: 1 }))).toBe(
      'validation.rechargeAccountRequired',
    )
    expect(
      rechargeIssue(draft({ membershipNumber: 'M-1', preset: '10000', channelId: 1, payerAccount: 'A' })),
    ).toBeNull()
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
    )
    expect(body).toEqual({ membershipNumber: 'M-1', payerAccount: 'A', amount: '1250', channelId: 2 })
  })
})
