import type { ReceiptAccount, ReceiptAccountBody, UserInfo } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { userVipLevel } from '../vip/vip.service.ts'
import { presentReceiptAccount, type CoolDown } from './receipt.presenter.ts'
import { findReceiptAccount, saveReceiptAccount, type ReceiptAccountRow } from './receipt.repo.ts'
import { presentUser } from './user.presenter.ts'
import { findUser } from './users.repo.ts'

/** The signed-in user, with the VIP level their completed recharges earn. */
export async function getUserInfo(deps: Pick<Scope, 'db'>, userId: number): Promise<UserInfo> {
  const user = await findUser(deps.db, userId)
  if (!user) throw new AppError('UNAUTHENTICATED')
  return presentUser(user, await userVipLevel(deps, user.id))
}

/** When a cool-down that began at `start` ends (`RECEIPT_COOLDOWN_HOURS`), while it runs; else null. */
function coolDownEnd(deps: Pick<Deps, 'clock' | 'env'>, start: number | null): number | null {
  if (start === null) return null
  const end = start + deps.env.receiptCooldownHours * 3600
  return end > deps.clock.now() ? end : null
}

/**
 * The cool-down before withdrawals, as the app, the console and the withdrawal see it. Two things
 * start it: a change of the receipt account to another destination, and a completed password reset
 * (whoever took the account over by a reset waits the same as after a change). While either runs,
 * withdrawals are possible again at the later end; the reset is named when it is the one that ends
 * last.
 */
export function receiptCoolDown(
  deps: Pick<Deps, 'clock' | 'env'>,
  row: Pick<ReceiptAccountRow, 'changed_at' | 'password_reset_at'>,
): CoolDown {
  const changeEnd = coolDownEnd(deps, row.changed_at)
  const resetEnd = coolDownEnd(deps, row.password_reset_at)
  const resetLast = resetEnd !== null && (changeEnd === null || resetEnd >= changeEnd)
  return {
    hours: deps.env.receiptCooldownHours,
    withdrawableFrom: resetLast ? resetEnd : changeEnd,
    passwordResetAt: resetLast ? row.password_reset_at : null,
  }
}

/** The account withdrawals are paid to, or null before the user adds one. */
export async function findReceipt(
  deps: Pick<Deps, 'db' | 'clock' | 'env'>,
  userId: number,
): Promise<ReceiptAccount | null> {
  const row = await findReceiptAccount(deps.db, userId)
  return row ? presentReceiptAccount(row, receiptCoolDown(deps, row)) : null
}

/**
 * Adds or replaces the account withdrawals are paid to, once the user's password is confirmed
 * (a wrong one changes nothing). Setting the first account is immediate; a change to another
 * destination starts the cool-down before withdrawals. Returns the account as saved.
 */
export async function saveReceipt(
  deps: Deps,
  input: ReceiptAccountBody & { userId: number },
): Promise<ReceiptAccount> {
  const { userId, password, ...account } = input
  await deps.stepUp.confirmPassword(deps, { userId, password })
  const now = deps.clock.now()
  const saved = await inTransaction(deps.database, async (tx) => {
    const before = await findReceiptAccount(tx, userId)
    const changed =
      before !== null &&
      (before.account_number !== account.accountNumber ||
        before.receiver_name !== account.receiverName ||
        before.method !== account.method)
    await saveReceiptAccount(tx, userId, account, {
      now,
      changedAt: changed ? now : (before?.changed_at ?? null),
    })
    return findReceiptAccount(tx, userId)
  })
  if (!saved) throw new Error('receipt account vanished after its save')
  return presentReceiptAccount(saved, receiptCoolDown(deps, saved))
}
