import { parseMajorInput, parseMinor } from '@app/contracts/money'
import { rechargeBody, type RechargeBody } from '@app/contracts/wallet-recharges'
import { firstIssueKey } from '../../../lib/validation.ts'

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

/** The amount in minor units: a typed amount wins over a preset; null when there is none. */
export function draftAmount(draft: RechargeDraft): number | null {
  const typed = draft.typedAmount.trim()
  if (typed !== '') {
    const minor = parseMajorInput(typed)
    return minor !== null && minor > 0 ? minor : null
  }
  return draft.preset === null ? null : parseMinor(draft.preset)
}

/**
 * The first message of spec §5 that applies, in the spec's order: membership number, amount
 * entered, amount selected, wallet type, recharge account; then the contract's own limits.
 */
export function rechargeIssue(draft: RechargeDraft): string | null {
  if (draft.membershipNumber.trim() === '') return 'validation.membershipNumberRequired'
  if (draft.typedAmount.trim() !== '') {
    if (draftAmount(draft) === null) return 'validation.rechargeAmountRequired'
  } else if (draft.preset === null) {
    return 'validation.rechargeAmountSelect'
  }
  if (draft.channelId === null) return 'validation.walletTypeRequired'
  if (draft.payerAccount.trim() === '') return 'validation.rechargeAccountRequired'
  return firstIssueKey(rechargeBody, toRechargeBody(draft), [
    'membershipNumber',
    'amount',
    'channelId',
    'payerAccount',
  ])
}

export function toRechargeBody(draft: RechargeDraft): RechargeBody {
  return {
    membershipNumber: draft.membershipNumber.trim(),
    payerAccount: draft.payerAccount.trim(),
    amount: String(draftAmount(draft) ?? ''),
    channelId: draft.channelId ?? 0,
  }
}
