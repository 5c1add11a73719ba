import type { RecordAccount, RecordKind, WalletRecordDetail } from '@app/contracts/wallet'
import type { PointRecordRow } from '@app/contracts/wallet'
import type { RechargeStatus } from '@app/contracts/wallet-recharges'
import type { WithdrawalStatus } from '@app/contracts/wallet-withdrawals'
import type { Tone } from '../../../lib/ui/StatusTag.tsx'

interface StatusLook {
  key: string
  tone: Tone
}

/**
 * Recharge statuses: Pending, Completed, Expired, and (spec §4, wallet index) Cancel or Error. The
 * spec's "Cancel" is shown as "Cancelled" (decision 0054): as a word alone it reads as a button.
 */
export const rechargeStatus: Record<RechargeStatus, StatusLook> = {
  pending: { key: 'walletPage.rechargeStatus.pending', tone: 'info' },
  completed: { key: 'walletPage.rechargeStatus.completed', tone: 'success' },
  expired: { key: 'walletPage.rechargeStatus.expired', tone: 'muted' },
  cancelled: { key: 'walletPage.rechargeStatus.cancelled', tone: 'muted' },
  error: { key: 'walletPage.rechargeStatus.error', tone: 'danger' },
}

export const withdrawalStatus: Record<WithdrawalStatus, StatusLook> = {
  pending: { key: 'walletPage.withdrawStatus.pending', tone: 'info' },
  completed: { key: 'walletPage.withdrawStatus.completed', tone: 'success' },
  expired: { key: 'walletPage.withdrawStatus.expired', tone: 'muted' },
  rejected: { key: 'walletPage.withdrawStatus.rejected', tone: 'danger' },
  cancelled: { key: 'walletPage.withdrawStatus.cancelled', tone: 'muted' },
}

export const pointStatus: Record<PointRecordRow['status'], StatusLook> = {
  processing: { key: 'walletPage.pointStatus.processing', tone: 'info' },
  completed: { key: 'walletPage.pointStatus.completed', tone: 'success' },
}

export const recordStatus: Record<WalletRecordDetail['status'], StatusLook> = {
  completed: { key: 'walletPage.recordStatus.completed', tone: 'success' },
  pending: { key: 'walletPage.recordStatus.pending', tone: 'info' },
  expired: { key: 'walletPage.recordStatus.expired', tone: 'muted' },
  cancelled: { key: 'walletPage.recordStatus.cancelled', tone: 'muted' },
  error: { key: 'walletPage.recordStatus.error', tone: 'danger' },
  rejected: { key: 'walletPage.recordStatus.rejected', tone: 'danger' },
}

export const kindKey = (kind: RecordKind | (string & {})) => `walletPage.kinds.${kind}`
export const accountKey = (account: RecordAccount) => `walletPage.accounts.${account}`
