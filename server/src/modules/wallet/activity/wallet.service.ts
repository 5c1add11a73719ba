import type { Page, PointRecordRow, RecordAccount, WalletRecordRow } from '@app/contracts'
import type { Scope } from '../../../deps.ts'
import { AppError } from '../../../lib/errors.ts'
import { PAGE_SIZE, toPage } from '../../../lib/paging.ts'
import { getAppConfigRow } from '../../config/index.ts'
import { findUserPosting, getUserBalances, listUserPostings } from '../../ledger/index.ts'
import { vipStanding } from '../../vip/index.ts'
import { getMoneySettings } from '../money-settings.repo.ts'
import { presentPointRecord } from '../points/points.presenter.ts'
import { listPointRecords as pointRecordsOf } from '../points/points.repo.ts'
import { findRechargeByEntry } from '../recharges/recharges.repo.ts'
import { presentWalletRecord } from './wallet.presenter.ts'
import { findWithdrawalByEntry } from '../withdrawals/withdrawals.repo.ts'

type Reader = Pick<Scope, 'db'>

/** The user's balances and where they stand on the VIP levels. */
export async function walletSummary(deps: Reader, userId: number) {
  const [balances, standing] = await Promise.all([getUserBalances(deps, userId), vipStanding(deps, userId)])
  return { balances, standing }
}

/** One page of the movements of a user's accounts (or of one of them), newest first after `cursor`. */
export async function listWalletRecords(
  deps: Reader,
  input: { userId: number; account: RecordAccount | undefined; cursor: number | undefined },
): Promise<Page<WalletRecordRow>> {
  const rows = await listUserPostings(deps.db, {
    userId: input.userId,
    accountKind: input.account,
    cursor: input.cursor,
    limit: PAGE_SIZE + 1,
  })
  return toPage(rows, PAGE_SIZE, presentWalletRecord)
}

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

/** The user's points and the invitation reward rule. */
export async function pointsSummary(deps: Reader, userId: number) {
  const [balances, settings] = await Promise.all([getUserBalances(deps, userId), getMoneySettings(deps.db)])
  return { balances, settings }
}

/** One page of a user's point records, newest first after `cursor`. */
export async function listPointRecords(
  deps: Reader,
  { userId, cursor }: { userId: number; cursor: number | undefined },
): Promise<Page<PointRecordRow>> {
  const rows = await pointRecordsOf(deps.db, { userId, cursor, limit: PAGE_SIZE + 1 })
  return toPage(rows, PAGE_SIZE, presentPointRecord)
}
