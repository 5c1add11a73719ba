import type { ReceiptAccount, ReceiptAccountBody, UserInfo } from '@app/contracts'
import type { Scope } from '../../deps.ts'
import { AppError } from '../../lib/errors.ts'
import { userVipLevel } from '../vip/vip.service.ts'
import { presentReceiptAccount } from './receipt.presenter.ts'
import { findReceiptAccount, saveReceiptAccount } from './receipt.repo.ts'
import { presentUser } from './user.presenter.ts'
import { findUser } from './users.repo.ts'

/** The signed-in user, with the VIP level their completed recharges earn. */
export async function getUserInfo(deps: Pick<Scope, 'db'>, userId: number): Promise<UserInfo> {
  const user = await findUser(deps.db, userId)
  if (!user) throw new AppError('UNAUTHENTICATED')
  return presentUser(user, await userVipLevel(deps, user.id))
}

/** The account withdrawals are paid to, or null before the user adds one. */
export async function findReceipt(deps: Pick<Scope, 'db'>, userId: number): Promise<ReceiptAccount | null> {
  const row = await findReceiptAccount(deps.db, userId)
  return row ? presentReceiptAccount(row) : null
}

/** Adds or replaces the account withdrawals are paid to; returns it as saved. */
export async function saveReceipt(
  deps: Scope,
  input: ReceiptAccountBody & { userId: number },
): Promise<ReceiptAccount> {
  const { userId, ...account } = input
  await saveReceiptAccount(deps.db, userId, account, deps.clock.now())
  const saved = await findReceiptAccount(deps.db, userId)
  if (!saved) throw new Error('receipt account vanished after its save')
  return presentReceiptAccount(saved)
}
