import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { bundledLanguages, lookupText } from './i18n.ts'
import { changePasswordBody, registerBody } from './auth.ts'
import { rechargeBody } from './wallet-recharges.ts'
import { withdrawBody } from './wallet-withdrawals.ts'
import { receiptAccountBody } from './account.ts'
import { redeemBody } from './redeem.ts'

/**
 * The specification's table of validation messages, checked on the body schemas both the app and
 * the server use: the first issue decides the message, in English as the spec words it (its
 * spelling included).
 */
function firstMessage(schema: z.ZodMiniType, input: unknown): string | undefined {
  const result = schema.safeParse(input)
  if (result.success) return undefined
  const key = result.error.issues[0]?.message ?? ''
  return lookupText(bundledLanguages.en, key) ?? key
}

const signUp = {
  phone: '5550100001',
  password: 'fresh-pass',
  confirmPassword: 'fresh-pass',
  invitationCode: 'DEMO2026',
}

describe('sign-up', () => {
  it('asks for the phone number first', () => {
    expect(firstMessage(registerBody, { ...signUp, phone: '  ' })).toBe('Please enter your phone number.')
  })

  it('wants a password of at least 6 characters', () => {
    expect(firstMessage(registerBody, { ...signUp, password: '12345', confirmPassword: '12345' })).toBe(
      'Passwrod should have at least 6 characters.',
    )
  })

  it('wants the confirmation to match', () => {
    expect(firstMessage(registerBody, { ...signUp, confirmPassword: 'fresh-pasz' })).toBe(
      'The password does not match the confirmed password.',
    )
  })

  it('accepts a complete form', () => {
    expect(firstMessage(registerBody, signUp)).toBeUndefined()
  })
})

describe('change password', () => {
  const change = { oldPassword: 'demo1234', newPassword: 'harvest-2026', confirmPassword: 'harvest-2026' }

  it('wants the old password to have at least 6 characters', () => {
    expect(firstMessage(changePasswordBody, { ...change, oldPassword: '1' })).toBe(
      'Old Passwrod should have at least 6 characters.',
    )
  })

  it('wants the new password to have at least 6 characters', () => {
    expect(firstMessage(changePasswordBody, { ...change, newPassword: 'abc', confirmPassword: 'abc' })).toBe(
      'New Passwrod should have at least 6 characters.',
    )
  })

  it('wants the new password confirmed', () => {
    expect(firstMessage(changePasswordBody, { ...change, confirmPassword: 'harvest-2025' })).toBe(
      'The new password does not match the confirmed password.',
    )
  })
  it('wants a new password that differs from the old one', () => {
    const same = { oldPassword: 'demo1234', newPassword: 'demo1234', confirmPassword: 'demo1234' }
    expect(firstMessage(changePasswordBody, same)).toBe(
      'The new password must be different from the old one.',
    )
  })
})

describe('receipt account', () => {
  const account = {
    accountNumber: '6222000011',
    receiverName: 'Demo User',
    method: 'Harvest Bank',
    password: 'secret12',
  }

  it('asks for the account number', () => {
    expect(firstMessage(receiptAccountBody, { ...account, accountNumber: '' })).toBe(
      'Please enter your account number',
    )
  })

  it('wants exactly 10 digits, letters refused', () => {
    for (const accountNumber of ['12345', '12345abcde', '62220000111']) {
      expect(firstMessage(receiptAccountBody, { ...account, accountNumber })).toBe('Please enter 10 digits')
    }
  })

  it('asks for the password that confirms the change', () => {
    const { password: _password, ...withoutPassword } = account
    expect(firstMessage(receiptAccountBody, withoutPassword)).toBe('Please enter your password.')
    expect(firstMessage(receiptAccountBody, { ...account, password: '' })).toBe('Please enter your password.')
  })

  it('accepts 10 digits with spaces around them', () => {
    expect(firstMessage(receiptAccountBody, { ...account, accountNumber: ' 6222000011 ' })).toBeUndefined()
  })
})

describe('recharge', () => {
  const recharge = {
    membershipNumber: 'M-2000-0042',
    payerAccount: '6222000033334444',
    amount: '12345',
    channelId: 1,
  }

  it('asks for the membership number', () => {
    expect(firstMessage(rechargeBody, { ...recharge, membershipNumber: ' ' })).toBe(
      'Please enter membership number',
    )
  })

  it('asks for the recharge account', () => {
    expect(firstMessage(rechargeBody, { ...recharge, payerAccount: '' })).toBe(
      'Please enter the recharge account',
    )
  })

  it('asks for the recharge amount', () => {
    expect(firstMessage(rechargeBody, { ...recharge, amount: '' })).toBe('Please enter the recharge amount')
  })

  it('asks for the wallet type when none is chosen', () => {
    expect(firstMessage(rechargeBody, { ...recharge, channelId: undefined })).toBe(
      'Please select wallet type',
    )
    expect(firstMessage(rechargeBody, { ...recharge, channelId: 0 })).toBe('Please select wallet type')
  })
})

describe('withdraw', () => {
  it('asks for the withdrawal amount', () => {
    expect(firstMessage(withdrawBody, { amount: '', wallet: 'balance' })).toBe(
      'Please enter the Withdrawal amount',
    )
  })

  it('refuses an amount that is not whole minor units', () => {
    expect(firstMessage(withdrawBody, { amount: '12.50', wallet: 'balance' })).toBe(
      'Please enter a valid amount.',
    )
  })
})

describe('redemption', () => {
  it('asks for the code', () => {
    expect(firstMessage(redeemBody, { code: '' })).toBe('Please enter the redemption code')
  })
})
