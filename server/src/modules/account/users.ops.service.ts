import type { OpsUserView } from '@app/contracts'
import type { Deps } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit.repo.ts'
import { presentBalances } from '../ledger/balances.presenter.ts'
import { getUserBalances } from '../ledger/ledger.service.ts'
import { userVipLevel } from '../vip/vip.service.ts'
import { receiptCoolDown } from './account.service.ts'
import { findReceiptAccount } from './receipt.repo.ts'
import { presentOpsUser } from './user.presenter.ts'
import { findUser, searchUserIds, setUserFrozen } from './users.repo.ts'

const SEARCH_LIMIT = 20

/** One user as the console sees them: wallets, VIP level, receipt account. */
export async function getUserForConsole(
  deps: Pick<Deps, 'db' | 'clock' | 'env'>,
  id: number,
): Promise<OpsUserView> {
  const user = await findUser(deps.db, id)
  if (!user) throw new AppError('NOT_FOUND')
  const [balances, vipLevel, receiptAccount] = await Promise.all([
    getUserBalances(deps, id),
    userVipLevel(deps, id),
    findReceiptAccount(deps.db, id),
  ])
  return presentOpsUser(user, {
    balances: presentBalances(balances),
    vipLevel,
    receiptAccount,
    coolDown: receiptCoolDown(deps, receiptAccount ?? { changed_at: null, password_reset_at: null }),
  })
}

/** The newest users whose phone starts with `phone` (every user when it is empty). */
export async function searchUsers(
  deps: Pick<Deps, 'db' | 'clock' | 'env'>,
  phone: string,
): Promise<OpsUserView[]> {
  const ids = await searchUserIds(deps.db, phone, SEARCH_LIMIT)
  return Promise.all(ids.map((id) => getUserForConsole(deps, id)))
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
      before: { frozen: user.frozen },
      after: { frozen },
      now,
    })
  })
}
