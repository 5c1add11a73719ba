import { describe, expect, it } from 'vitest'
import { majorAmountRule, toMajorInput, toMinorText } from './money.tsx'

describe('an amount in an editing form', () => {
  it('is shown as the operator would type it: two decimals, no grouping, no currency', () => {
    expect(toMajorInput('123456')).toBe('1234.56')
    expect(toMajorInput(5)).toBe('0.05')
    expect(toMajorInput('100000000')).toBe('1000000.00')
  })

  it('is stored as minor units when it is an amount', () => {
    expect(toMinorText('12')).toBe('1200')
    expect(toMinorText(' 12.5 ')).toBe('1250')
    expect(toMinorText('0')).toBe('0')
  })

  it('is nothing when it is not an amount or empty', () => {
    for (const typed of ['abc', '12.345', '-3', '', undefined])
      expect(toMinorText(typed), String(typed)).toBeNull()
  })
})

describe('the amount rule of a console form', () => {
  const check = (value: string | undefined, allowZero?: boolean) =>
    majorAmountRule(allowZero).validator(undefined, value)

  it('lets an amount through', async () => {
    await expect(check('12.50')).resolves.toBeUndefined()
  })

  it('explains what an amount looks like when it is not one', async () => {
    await expect(check('abc')).rejects.toThrow('Enter an amount such as 12 or 12.50.')
    await expect(check(undefined)).rejects.toThrow('Enter an amount such as 12 or 12.50.')
  })

  it('refuses zero unless the field is a threshold or a limit', async () => {
    await expect(check('0')).rejects.toThrow('The amount must be more than zero.')
    await expect(check('0.00', true)).resolves.toBeUndefined()
  })
})
