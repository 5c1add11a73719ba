import { describe, expect, it } from 'vitest'
import { productInputBody, type OpsProductRow } from '@app/contracts'
import {
  EMPTY_PRODUCT,
  daysToRule,
  describePeriod,
  ruleToDays,
  toFormValues,
  toProductBody,
} from './product-terms.ts'

const stored: OpsProductRow = {
  id: 7,
  name: 'Quick Yield',
  overview: 'Short and sweet',
  description: '<p>Pays every weekday.</p>',
  price: '123456',
  earningAmount: '750',
  earningsCount: 40,
  claimPeriodSeconds: 7_200,
  profitRule: '1111100',
  minVip: 1,
  purchaseLimit: 3,
  featured: true,
  sort: -5,
  disclosure: {
    issuer: 'Harvest Savings Ltd',
    risks: 'Not covered by a deposit guarantee.',
    maturity: 'The last earning completes the plan.',
    earlyExit: 'Cannot be ended early.',
  },
  status: 'published',
  holdings: 2,
  view: {} as OpsProductRow['view'],
}

describe('an operator opens a stored product to edit it', () => {
  it('sees amounts as they would type them and the claim period in the largest unit that fits', () => {
    const form = toFormValues(stored)
    expect(form).toMatchObject({ price: '1234.56', earningAmount: '7.50', period: 2, periodUnit: 'hours' })
    expect(form.days).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])
  })

  it('saving without changes sends back exactly the stored terms', () => {
    const body = toProductBody(toFormValues(stored))
    const { id: _id, status: _status, holdings: _holdings, view: _view, disclosure, ...terms } = stored
    // The disclosure travels with the terms, field by field.
    expect(body).toEqual({ ...terms, ...disclosure })
    expect(productInputBody.safeParse(body).success).toBe(true)
  })

  it('keeps a period that is not a whole number of hours in minutes, so the seconds never drift', () => {
    for (const claimPeriodSeconds of [60, 90, 5_400, 86_400, 3 * 86_400, 3_600]) {
      const body = toProductBody(toFormValues({ ...stored, claimPeriodSeconds }))
      expect(body.claimPeriodSeconds, String(claimPeriodSeconds)).toBe(claimPeriodSeconds)
    }
    expect(toFormValues({ ...stored, claimPeriodSeconds: 5_400 })).toMatchObject({
      period: 90,
      periodUnit: 'minutes',
    })
  })
})

describe('an operator creates a product', () => {
  it('starts from 30 daily earnings paid every day of the week', () => {
    const body = toProductBody({ ...EMPTY_PRODUCT, name: 'New', price: '200', earningAmount: '7.5' })
    expect(body).toMatchObject({
      price: '20000',
      earningAmount: '750',
      earningsCount: 30,
      claimPeriodSeconds: 86_400,
      profitRule: '1111111',
    })
    expect(productInputBody.safeParse(body).success).toBe(true)
  })

  it('turns a period typed in hours or minutes into seconds', () => {
    expect(toProductBody({ ...EMPTY_PRODUCT, period: 6, periodUnit: 'hours' }).claimPeriodSeconds).toBe(
      21_600,
    )
    expect(toProductBody({ ...EMPTY_PRODUCT, period: 1.5, periodUnit: 'minutes' }).claimPeriodSeconds).toBe(
      90,
    )
  })

  it('gets the price message when the price is not an amount', () => {
    const body = toProductBody({ ...EMPTY_PRODUCT, name: 'New', price: 'abc', earningAmount: '1' })
    expect(body.price).toBe('')
    const result = productInputBody.safeParse(body)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.priceInvalid'])
  })

  it('sends empty texts and no days when the form leaves those fields out', () => {
    const partial = { ...EMPTY_PRODUCT, overview: undefined, description: undefined, days: undefined }
    const body = toProductBody(partial as unknown as typeof EMPTY_PRODUCT)
    expect(body).toMatchObject({ overview: '', description: '', profitRule: '0000000' })
  })
})

describe('the profit rule', () => {
  it('is seven flags, Monday first', () => {
    expect(daysToRule(['Mon', 'Sun'])).toBe('1000001')
    expect(daysToRule(['Sun', 'Mon'])).toBe('1000001')
    expect(ruleToDays('0000011')).toEqual(['Sat', 'Sun'])
  })

  it('reads back the days it was written from', () => {
    for (const rule of ['1111111', '1111100', '0101010', '0000001'])
      expect(daysToRule(ruleToDays(rule))).toBe(rule)
  })
})

describe('the claim period in a table', () => {
  it('reads as a person would say it, singular or plural', () => {
    expect(describePeriod(86_400)).toBe('1 day')
    expect(describePeriod(2 * 86_400)).toBe('2 days')
    expect(describePeriod(3_600)).toBe('1 hour')
    expect(describePeriod(5_400)).toBe('90 minutes')
    expect(describePeriod(60)).toBe('1 minute')
  })

  it('rounds odd seconds to two decimals of a minute', () => {
    expect(describePeriod(100)).toBe('1.67 minutes')
  })
})
