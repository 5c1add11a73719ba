import type { LedgerEntryEvent, LedgerEntryWhat } from '@app/contracts'
import type { TFunction } from '../../../lib/i18n.ts'

/**
 * A ledger entry of the user page as one sentence in the console's language, from what the server
 * read of it ("Withdrawal #12 requested", "Recharge #5 confirmed by admin", "Received earnings 3–5
 * of Quick Yield (holding #8)"); the stored kind and reference are left for the operator who needs
 * them. Each event has a sentence with its operator and one without, and one without its number
 * when the entry did not say it.
 */
const SENTENCES: Record<Exclude<LedgerEntryEvent, 'other'>, string> = {
  rechargeConfirmed: 'user.entry.rechargeConfirmed',
  withdrawalRequested: 'user.entry.withdrawalRequested',
  withdrawalPaid: 'user.entry.withdrawalPaid',
  withdrawalRejected: 'user.entry.withdrawalRejected',
  withdrawalExpired: 'user.entry.withdrawalExpired',
  withdrawalCancelled: 'user.entry.withdrawalCancelled',
  withdrawalReturned: 'user.entry.withdrawalReturned',
  purchase: 'user.entry.purchase',
  income: 'user.entry.income',
  redeem: 'user.entry.redeem',
  inviteReward: 'user.entry.inviteReward',
  reversal: 'user.entry.reversal',
}

/** The parts a sentence may take, each said only when the entry had it. */
function parts(what: LedgerEntryWhat, t: TFunction) {
  const { earnings } = what
  return {
    number: what.id === null ? '' : t('user.entry.number', { id: what.id }),
    holding: what.id === null ? '' : t('user.entry.holding', { id: what.id }),
    by: what.operator === null ? '' : t('user.entry.by', { name: what.operator }),
    product: what.product ?? t('user.entry.aProduct'),
    code: what.code ?? '',
    earnings:
      earnings === null
        ? t('user.entry.someEarnings')
        : earnings.first === earnings.last
          ? t('user.entry.earningOne', { n: earnings.first })
          : t('user.entry.earningsMany', { first: earnings.first, last: earnings.last }),
  }
}

export function entrySentence(what: LedgerEntryWhat, kind: string, t: TFunction): string {
  if (what.event === 'other') return t('user.entry.other', { kind })
  return t(SENTENCES[what.event], parts(what, t))
}
