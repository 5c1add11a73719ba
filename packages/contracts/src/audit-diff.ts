/**
 * An audit entry's before and after as the fields that changed (decision 0029), read the same way
 * by the console's "Changes" and by the audit log's CSV: "status: pending → completed", amounts in
 * the site's currency.
 */

/** Formats minor units with the site's currency ("$98.00"). */
export type MoneyFormat = (minor: string | number) => string

/** One field of an audit entry's change: what it was and what it became ("—" when absent). */
export interface FieldChange {
  field: string
  before: string
  after: string
}

/** Fields that hold an amount in minor units, shown in the site's currency. */
export const AUDIT_MONEY_FIELDS: ReadonlySet<string> = new Set([
  'amount',
  'paid',
  'fee',
  'returned',
  'cap',
  'price',
  'earning_amount',
  'earningAmount',
  'withdraw_min',
  'withdraw_max',
  'withdrawMin',
  'withdrawMax',
  'recharge_min',
  'recharge_max',
  'rechargeMin',
  'rechargeMax',
  'approvalCap',
  'approval_cap',
])

const ABSENT = '—'

function show(field: string, value: unknown, money: MoneyFormat): string {
  if (value === undefined) return ABSENT
  if (AUDIT_MONEY_FIELDS.has(field) && (typeof value === 'number' || /^-?[0-9]+$/.test(String(value))))
    return money(value as number | string)
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? {}
      : { value }

/**
 * Before and after as a list of the fields that differ, in the order they first appear: a created
 * object's fields come from nothing, a removed one's go to nothing.
 */
export function auditDiff(before: unknown, after: unknown, money: MoneyFormat): FieldChange[] {
  const old = fieldsOf(before)
  const now = fieldsOf(after)
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])]
  return fields
    .map((field) => ({
      field,
      before: show(field, old[field], money),
      after: show(field, now[field], money),
    }))
    .filter((change) => change.before !== change.after)
}

/** The changes on one line of text: "status: pending → completed; amount: — → $98.00". */
export const auditChangesText = (changes: FieldChange[]): string =>
  changes.map((c) => `${c.field}: ${c.before} → ${c.after}`).join('; ')
