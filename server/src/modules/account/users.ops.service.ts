import type { HoldingFilter, HoldingView, OpsReceiptChange, OpsUserView, Page } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { PAGE_SIZE, toPage } from '../../lib/paging.ts'
import { recordAudit } from '../audit/index.ts'
import { listHoldings } from '../income/index.ts'
import { getUserBalances, presentBalances } from '../ledger/index.ts'
import { userVipLevel } from '../vip/index.ts'
import { receiptCoolDown } from './account.service.ts'
import { findReceiptAccount, listReceiptChanges } from './receipt.repo.ts'
import { presentOpsUser, presentReceiptChange } from './user.presenter.ts'
import { findUser, setUserFrozen } from './users.repo.ts'

/** One user as the console sees them: wallets, VIP level, inviter by name, receipt account masked. */
export async function getUserForConsole(
  deps: Pick<Deps, 'db' | 'clock' | 'env'>,
  id: number,
): Promise<OpsUserView> {
  const user = await findUser(deps.db, id)
  if (!user) throw new AppError('NOT_FOUND')
  const [balances, vipLevel, receiptAccount, inviter] = await Promise.all([
    getUserBalances(deps, id),
    userVipLevel(deps, id),
    findReceiptAccount(deps.db, id),
    user.inviter_id === null ? null : findUser(deps.db, user.inviter_id),
  ])
  return presentOpsUser(user, {
    balances: presentBalances(balances),
    vipLevel,
    inviter: inviter ?? null,
    receiptAccount,
    coolDown: receiptCoolDown(deps, receiptAccount ?? { changed_at: null, password_reset_at: null }),
  })
}

/** Freezing an account ends its sessions (and so its chat sockets); frozen users cannot sign in. */
export async function setFrozen(
  deps: Deps,
  input: { id: number; frozen: boolean; operatorId: number },
): Promise<void> {
  const { id } = input
  const frozen = input.frozen ? 1 : 0
  const now = deps.clock.now()
  await inTransaction(deps.database, async (tx) => {
    const user = await findUser(tx, id)
    if (!user) throw new AppError('NOT_FOUND')
    await setUserFrozen(tx, id, frozen)
    if (frozen) await deps.sessions.endAll({ ...deps, db: tx }, { kind: 'user', id })
    await recordAudit(tx, {
      operatorId: input.operatorId,
      action: input.frozen ? 'user.freeze' : 'user.unfreeze',
      target: `user:${id}`,
      // The nickname on both sides: the log names the user, and it is no change.
      before: { frozen: user.frozen, nickname: user.nickname },
      after: { frozen, nickname: user.nickname },
      now,
    })
  })
}

/**
 * A page of a user's holdings for their console page, through income's own listing (My products),
 * named as they were bought, as the console's product list names them.
 */
export async function userHoldingsPage(
  deps: Pick<Deps, 'db' | 'clock' | 'productNames'>,
  input: { userId: number; filter: HoldingFilter; cursor: number | undefined },
): Promise<Page<HoldingView>> {
  if (!(await findUser(deps.db, input.userId))) throw new AppError('NOT_FOUND')
  return listHoldings(deps, { ...input, locale: null })
}

/** A page of the saves of a user's receipt account, newest first, numbers masked. */
export async function receiptHistoryPage(
  deps: Pick<Deps, 'db'>,
  input: { userId: number; cursor: number | undefined },
): Promise<Page<OpsReceiptChange>> {
  if (!(await findUser(deps.db, input.userId))) throw new AppError('NOT_FOUND')
  const rows = await listReceiptChanges(deps.db, input.userId, input.cursor, PAGE_SIZE + 1)
  return toPage(rows, PAGE_SIZE, presentReceiptChange)
}
