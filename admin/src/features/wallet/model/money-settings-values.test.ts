import { describe, expect, it } from 'vitest'
import { moneySettingsBody, type MoneySettings } from '@app/contracts'
import { toBody, toFormValues } from './money-settings-values.ts'

const stored: MoneySettings = {
  rechargeExpiryMinutes: 30,
  withdrawFeeBp: 200,
  withdrawMin: '1000',
  withdrawMax: '5000000',
  withdrawDailyCount: 3,
  withdrawExpiryHours: 72,
  inviteRewardPoints: 100,
  presets: ['10000', '50000'],
  approvalCap: '100000',
  rechargeMax: '0',
  operatorDailyCap: '2000000',
}

describe('an operator opens the payment settings', () => {
  it('sees the fee as a percentage and the amounts in major units', () => {
    expect(toFormValues(stored)).toEqual({
      ...stored,
      feePercent: 2,
      withdrawMin: '10.00',
      withdrawMax: '50000.00',
      presets: ['100.00', '500.00'],
      approvalCap: '1000.00',
      rechargeMax: '0.00',
      operatorDailyCap: '20000.00',
    })
  })

  it('saving without changes sends back exactly the stored settings', () => {
    const body = toBody(toFormValues(stored))
    expect(body).toEqual(stored)
    expect(moneySettingsBody.safeParse(body).success).toBe(true)
  })
})

describe('an operator changes the payment settings', () => {
  const form = toFormValues(stored)

  it('stores a fee typed with decimals as whole basis points, without floating-point loss', () => {
    expect(toBody({ ...form, feePercent: 2.5 }).withdrawFeeBp).toBe(250)
    // 1.15 * 100 is 114.99999999999999 in floating point.
    expect(toBody({ ...form, feePercent: 1.15 }).withdrawFeeBp).toBe(115)
  })

  it('stores amounts typed in major units as minor units', () => {
    expect(toBody({ ...form, withdrawMin: '12.5', presets: ['20', '0.99'] })).toMatchObject({
      withdrawMin: '1250',
      presets: ['2000', '99'],
    })
  })

  it('gets the amount message when an amount is not one', () => {
    const body = toBody({ ...form, withdrawMax: 'lots' })
    expect(body.withdrawMax).toBe('')
    const result = moneySettingsBody.safeParse(body)
    expect(result.error?.issues[0]?.message).toBe('validation.amountInvalid')
  })

  it('sends no presets and a zero fee when the form leaves them empty', () => {
    const cleared = { ...form, presets: undefined, feePercent: undefined }
    expect(toBody(cleared as unknown as typeof form)).toMatchObject({ presets: [], withdrawFeeBp: 0 })
  })
})
