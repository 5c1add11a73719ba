import type { OpsWithdrawalRow, WithdrawalRow, WithdrawalSummary, WithdrawOptions } from '@app/contracts'
import {
  type CoolDown,
  presentReceiptAccount,
  type ReceiptAccountRow,
  type WithUserLabel,
} from '../../account/index.ts'
import type { WithDeciders } from '../queues/deciders.repo.ts'
import type { MoneySettingsRow } from '../money-settings.repo.ts'
import type { Withdrawal } from './withdrawals.repo.ts'

export function presentWithdrawal(w: Withdrawal): WithdrawalRow {
  return {
    id: w.id,
    wallet: w.wallet,
    amount: String(w.amount),
    fee: String(w.fee),
    feeRateBp: w.fee_bp,
    actual: String(w.amount - w.fee),
    accountNumber: w.account_number,
    receiverName: w.receiver_name,
    method: w.method,
    status: w.status,
    reason: w.reason,
    createdAt: w.created_at,
    expiresAt: w.expires_at,
    decidedAt: w.decided_at,
    bankReference: w.external_reference,
  }
}

export function presentOpsWithdrawal(w: WithDeciders<WithUserLabel<Withdrawal>>): OpsWithdrawalRow {
  return {
    ...presentWithdrawal(w),
    userId: w.user_id,
    phone: w.phone,
    nickname: w.nickname,
    decidedBy: w.decided_by_name,
    requestedBy: w.requested_by_name,
    receiptChangedAt: w.receipt_changed_at,
  }
}

export function presentWithdrawOptions(options: {
  settings: MoneySettingsRow
  receiptAccount: ReceiptAccountRow | null
  /** The cool-down after a change of the receipt account. */
  coolDown: CoolDown
  usedToday: number
}): WithdrawOptions {
  const { settings } = options
  return {
    feeRateBp: settings.withdraw_fee_bp,
    min: String(settings.withdraw_min),
    max: String(settings.withdraw_max),
    dailyCount: settings.withdraw_daily_count,
    usedToday: options.usedToday,
    receiptAccount: options.receiptAccount
      ? presentReceiptAccount(options.receiptAccount, options.coolDown)
      : null,
  }
}

export function presentWithdrawalSummary(totals: { count: number; total: number }): WithdrawalSummary {
  return { pending: totals.count, pendingAmount: String(totals.total) }
}
