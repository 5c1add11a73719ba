import type {
  RecordAccount,
  RecordKind,
  WalletRecordDetail,
  WalletRecordRow,
  WalletSummary,
} from '@app/contracts'
import { type getUserBalances, presentBalances, type UserPosting } from '../../ledger/index.ts'
import type { vipStanding } from '../../vip/index.ts'
import type { findRechargeByEntry } from '../recharges/recharges.repo.ts'
import type { findWithdrawalByEntry } from '../withdrawals/withdrawals.repo.ts'

/** What the wallet's summary is made of: the balances and the VIP standing. */
export interface WalletSummaryParts {
  balances: Awaited<ReturnType<typeof getUserBalances>>
  standing: Awaited<ReturnType<typeof vipStanding>>
}

/** What a movement's detail is made of: the posting and the recharge or withdrawal behind it. */
export interface WalletRecordParts {
  posting: UserPosting
  recharge: Awaited<ReturnType<typeof findRechargeByEntry>>
  withdrawal: Awaited<ReturnType<typeof findWithdrawalByEntry>>
  currency: string
}

export function presentWalletSummary({ balances, standing }: WalletSummaryParts): WalletSummary {
  const next = standing.levels.find((l) => l.level === standing.level + 1)
  return {
    ...presentBalances(balances),
    vipLevel: standing.level,
    rechargeTotal: String(standing.rechargeTotal),
    nextVip: next ? { level: next.level, minRechargeTotal: String(next.min_recharge_total) } : null,
  }
}

export function presentWalletRecord(p: UserPosting): WalletRecordRow {
  return {
    id: p.id,
    kind: p.kind as RecordKind,
    account: p.account as RecordAccount,
    amount: String(p.amount),
    balanceAfter: String(p.balance_after ?? 0),
    createdAt: p.created_at,
  }
}

/**
 * A withdrawal's movement shows what reaches the receipt account (amount − fee) and where it goes;
 * a recharge's shows the channel's company it was paid to.
 */
export function presentWalletRecordDetail(parts: WalletRecordParts): WalletRecordDetail {
  const { posting: p, recharge: r, withdrawal: w } = parts
  return {
    id: p.id,
    kind: p.kind as RecordKind,
    amount: String(p.amount),
    realAmount: w ? String(w.amount - w.fee) : String(p.amount),
    feeRateBp: w?.fee_bp ?? 0,
    account: p.account as RecordAccount,
    receiverName: w?.receiver_name ?? r?.company_name ?? '',
    receiverAccount: w?.account_number ?? r?.company_number ?? '',
    currency: parts.currency,
    paymentMethod: w?.method ?? r?.channel_name ?? '',
    method: p.kind,
    status: w?.status ?? r?.status ?? 'completed',
    createTime: p.created_at,
    bankReference: w?.external_reference ?? r?.external_reference ?? null,
  }
}
