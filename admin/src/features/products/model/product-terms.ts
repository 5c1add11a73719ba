import type { OpsProductRow, ProductInputBody } from '@app/contracts'
import { toMajorInput, toMinorText } from '../../../lib/money.tsx'
import { translate } from '../../../lib/i18n.ts'

/** Monday first, as the profit rule's seven flags are stored. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const PERIOD_UNITS = { minutes: 60, hours: 3_600, days: 86_400 } as const
export type PeriodUnit = keyof typeof PERIOD_UNITS

/** The form as the operator fills it: amounts in major units, the claim period in a chosen unit. */
export interface ProductFormValues {
  name: string
  overview: string
  description: string
  price: string
  earningAmount: string
  earningsCount: number
  period: number
  periodUnit: PeriodUnit
  days: Weekday[]
  minVip: number
  purchaseLimit: number
  featured: boolean
  sort: number
  /** The disclosure: who stands behind the product, risks, what happens at maturity, leaving early. */
  issuer: string
  risks: string
  maturity: string
  earlyExit: string
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  overview: '',
  description: '',
  price: '',
  earningAmount: '',
  earningsCount: 30,
  period: 1,
  periodUnit: 'days',
  days: [...WEEKDAYS],
  minVip: 0,
  purchaseLimit: 1,
  featured: false,
  sort: 0,
  issuer: '',
  risks: '',
  maturity: '',
  earlyExit: '',
}

/** The largest unit that divides the period exactly, so editing never changes the stored seconds. */
function periodParts(seconds: number): { period: number; periodUnit: PeriodUnit } {
  if (seconds % PERIOD_UNITS.days === 0) return { period: seconds / PERIOD_UNITS.days, periodUnit: 'days' }
  if (seconds % PERIOD_UNITS.hours === 0) return { period: seconds / PERIOD_UNITS.hours, periodUnit: 'hours' }
  return { period: seconds / PERIOD_UNITS.minutes, periodUnit: 'minutes' }
}

export function describePeriod(seconds: number): string {
  const { period, periodUnit } = periodParts(seconds)
  const count = Number(period.toFixed(2))
  return translate(`products.${periodUnit}${count === 1 ? 'One' : 'Many'}`, { count })
}

export function ruleToDays(rule: string): Weekday[] {
  return WEEKDAYS.filter((_, i) => rule[i] === '1')
}

export function daysToRule(days: readonly Weekday[]): string {
  return WEEKDAYS.map((day) => (days.includes(day) ? '1' : '0')).join('')
}

export function toFormValues(row: OpsProductRow): ProductFormValues {
  return {
    name: row.name,
    overview: row.overview,
    description: row.description,
    price: toMajorInput(row.price),
    earningAmount: toMajorInput(row.earningAmount),
    earningsCount: row.earningsCount,
    ...periodParts(row.claimPeriodSeconds),
    days: ruleToDays(row.profitRule),
    minVip: row.minVip,
    purchaseLimit: row.purchaseLimit,
    featured: row.featured,
    sort: row.sort,
    ...row.disclosure,
  }
}

/** The request body before the contract checks it; an amount that does not parse becomes '' and fails there. */
export function toProductBody(values: ProductFormValues): ProductInputBody {
  return {
    name: values.name,
    overview: values.overview ?? '',
    description: values.description ?? '',
    price: toMinorText(values.price) ?? '',
    earningAmount: toMinorText(values.earningAmount) ?? '',
    earningsCount: values.earningsCount,
    claimPeriodSeconds: Math.round(values.period * PERIOD_UNITS[values.periodUnit]),
    profitRule: daysToRule(values.days ?? []),
    minVip: values.minVip,
    purchaseLimit: values.purchaseLimit,
    featured: values.featured ?? false,
    sort: values.sort,
    issuer: values.issuer ?? '',
    risks: values.risks ?? '',
    maturity: values.maturity ?? '',
    earlyExit: values.earlyExit ?? '',
  }
}
