import type { Scope } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { getAppConfigRow } from '../config/config.repo.ts'
import { getUserBalances } from '../ledger/ledger.service.ts'
import { findUserPosting } from '../ledger/postings.repo.ts'
import { vipStanding } from '../vip/vip.service.ts'
import { getMoneySettings } from './money-settings.repo.ts'
import { findRechargeByEntry } from './recharges.repo.ts'
import { findWithdrawalByEntry } from './withdrawals.repo.ts'

type Reader = Pick<Scope, 'db'>

/** The user's balances and where they stand on the VIP levels. */
export async function walletSummary(deps: Reader, userId: number) {
  const [balances, standing] = await Promise.all([getUserBalances(deps, userId), vipStanding(deps, userId)])
  return { balances, standing }
}

export type WalletSummaryParts = Awaited<ReturnType<typeof walletSummary>>

/**
 * Transaction detail: the posting, and what the money movement was for — the recharge (paid to the
 * channel's company) or the withdrawal (paid to the receipt account) behind it, if any. A posting
 * of another user's account names nothing.
 */
export async function walletRecord(
  deps: Reader,
  { userId, postingId }: { userId: number; postingId: number },
) {
  const posting = await findUserPosting(deps.db, userId, postingId)
  if (!posting) throw new AppError('NOT_FOUND')
  const [recharge, withdrawal, config] = await Promise.all([
    findRechargeByEntry(deps.db, posting.entry_id),
    findWithdrawalByEntry(deps.db, posting.entry_id),
    getAppConfigRow(deps.db),
  ])
  return { posting, recharge, withdrawal, currency: config.currency }
}

export type WalletRecordParts = Awaited<ReturnType<typeof walletRecord>>

/** The user's points and the invitation reward rule. */
export async function pointsSummary(deps: Reader, userId: number) {
  const [balances, settings] = await Promise.all([getUserBalances(deps, userId), getMoneySettings(deps.db)])
  return { points: balances.points, inviteRewardPoints: settings.invite_reward_points }
}
