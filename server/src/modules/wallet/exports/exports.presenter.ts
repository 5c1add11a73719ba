import { amountCell, integerCell, textCell, timeCell } from '../../../lib/csv.ts'
import type { WithPhone } from '../../account/index.ts'
import type { RechargeExportRow, WithdrawalExportRow } from './exports.repo.ts'

/** What the recharge and withdrawal exports write: amounts in major units beside their currency. */

export const RECHARGE_CSV_HEADER = [
  'ID',
  'Created',
  'User ID',
  'Phone',
  'Amount',
  'Currency',
  'Status',
  'Wallet type',
  'Company',
  'Membership number',
  'Payer account',
  'Decided',
  'Decided by',
  'Ledger entry',
  'Bank reference',
] as const

export function rechargeCells(
  r: WithPhone<RechargeExportRow>,
  { currency, tz, now }: { currency: string; tz: string; now: number },
): string[] {
  // A pending recharge past its time reads as expired, as in the queue, before the sweeper marks it.
  const status = r.status === 'pending' && r.expires_at <= now ? 'expired' : r.status
  return [
    integerCell(r.id),
    timeCell(r.created_at, tz),
    integerCell(r.user_id),
    textCell(r.phone),
    amountCell(r.amount),
    textCell(currency),
    textCell(status),
    textCell(r.channel_name ?? ''),
    textCell(r.company_name ?? ''),
    textCell(r.membership_number),
    textCell(r.payer_account),
    timeCell(r.decided_at, tz),
    textCell(r.decided_by ?? ''),
    integerCell(r.entry_id),
    textCell(r.external_reference ?? ''),
  ]
}

export const WITHDRAWAL_CSV_HEADER = [
  'ID',
  'Created',
  'User ID',
  'Phone',
  'Wallet',
  'Amount',
  'Fee',
  'Amount to receive',
  'Currency',
  'Status',
  'Account number',
  'Receiver name',
  'Method',
  'Reason',
  'Decided',
  'Decided by',
  'Bank reference',
] as const

export function withdrawalCells(
  w: WithPhone<WithdrawalExportRow>,
  { currency, tz }: { currency: string; tz: string },
): string[] {
  return [
    integerCell(w.id),
    timeCell(w.created_at, tz),
    integerCell(w.user_id),
    textCell(w.phone),
    textCell(w.wallet),
    amountCell(w.amount),
    amountCell(w.fee),
    amountCell(w.amount - w.fee),
    textCell(currency),
    textCell(w.status),
    textCell(w.account_number),
    textCell(w.receiver_name),
    textCell(w.method),
    textCell(w.reason),
    timeCell(w.decided_at, tz),
    textCell(w.decided_by ?? ''),
    textCell(w.external_reference ?? ''),
  ]
}
