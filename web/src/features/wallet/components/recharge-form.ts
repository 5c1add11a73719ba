import type { Locale } from '@app/contracts/constants'
import { amountExample, formatMajor, parseMajorInput, parseMinor } from '@app/contracts/money'
import { rechargeBody, type RechargeBody } from '@app/contracts/wallet-recharges'
import { fieldIssues } from '../../../lib/validation.ts'
import '../../../lib/i18n/form-texts.ts'

/** What the recharge form holds: a preset (minor units) or a typed amount (major units). */
export interface RechargeDraft {
  membershipNumber: string
  payerAccount: string
  preset: string | null
  typedAmount: string
  channelId: number | null
}

export const emptyRechargeDraft: RechargeDraft = {
  membershipNumber: '',
  payerAccount: '',
  preset: null,
  typedAmount: '',
  channelId: null,
}

/**
 * The amount in minor units: a typed amount (read the way `locale` writes numbers) wins over a
 * preset; null when there is none.
 */
export function draftAmount(draft: RechargeDraft, locale: Locale): number | null {
  const typed = draft.typedAmount.trim()
  if (typed !== '') {
    const minor = parseMajorInput(typed, locale)
    return minor !== null && minor > 0 ? minor : null
  }
  return draft.preset === null ? null : parseMinor(draft.preset)
}

/** A message for one field of a form: the field it sits next to, a translation key and its values. */
export interface FieldIssue {
  field: string
  key: string
  values?: Record<string, string>
}

const FIELD_ORDER = ['membershipNumber', 'amount', 'channelId', 'payerAccount'] as const

/**
 * Every message of spec §5 that applies, in the spec's order: membership number, amount entered
 * (or, when it is not written as the locale writes amounts, the format wanted), amount selected,
 * wallet type, recharge account; then the contract's own limits. The first is the one to toast.
 */
export function rechargeIssues(draft: RechargeDraft, locale: Locale): FieldIssue[] {
  const issues: FieldIssue[] = []
  if (draft.membershipNumber.trim() === '')
    issues.push({ field: 'membershipNumber', key: 'validation.membershipNumberRequired' })
  const typed = draft.typedAmount.trim()
  if (typed !== '') {
    const minor = parseMajorInput(typed, locale)
    if (minor === null)
      issues.push({
        field: 'amount',
        key: 'validation.amountFormat',
        values: { example: amountExample(locale) },
      })
    else if (minor <= 0) issues.push({ field: 'amount', key: 'validation.rechargeAmountRequired' })
  } else if (draft.preset === null) {
    issues.push({ field: 'amount', key: 'validation.rechargeAmountSelect' })
  }
  if (draft.channelId === null) issues.push({ field: 'channelId', key: 'validation.walletTypeRequired' })
  if (draft.payerAccount.trim() === '')
    issues.push({ field: 'payerAccount', key: 'validation.rechargeAccountRequired' })
  if (issues.length > 0) return issues
  const contract = fieldIssues(rechargeBody, toRechargeBody(draft, locale))
  return FIELD_ORDER.filter((field) => contract[field]).map((field) => ({
    field,
    key: contract[field] ?? '',
  }))
}

/** The first message that applies, or null when the draft may be sent. */
export function rechargeIssue(draft: RechargeDraft, locale: Locale): FieldIssue | null {
  return rechargeIssues(draft, locale)[0] ?? null
}

export function toRechargeBody(draft: RechargeDraft, locale: Locale): RechargeBody {
  return {
    membershipNumber: draft.membershipNumber.trim(),
    payerAccount: draft.payerAccount.trim(),
    amount: String(draftAmount(draft, locale) ?? ''),
    channelId: draft.channelId ?? 0,
  }
}

/**
 * The form as a link may open it: `amount` in the address (minor units, as the product page sends
 * what a purchase lacks) fills the typed amount, written the way `locale` writes amounts. Anything
 * but a whole positive number within the bound (malformed, negative, zero, too large) is ignored,
 * never trusted: the form then starts empty.
 */
export function draftFromAddress(amount: string | null, locale: Locale): RechargeDraft {
  const minor = amount !== null && /^[1-9][0-9]*$/.test(amount) ? parseMinor(amount) : null
  return minor === null
    ? emptyRechargeDraft
    : { ...emptyRechargeDraft, typedAmount: formatMajor(minor, locale) }
}
