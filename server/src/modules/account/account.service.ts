import type { Locale, ReceiptAccount, ReceiptAccountBody, UserInfo } from '@app/contracts'
import type { Deps, Scope } from '../../deps.ts'
import { inTransaction } from '../../db/transaction.ts'
import { AppError } from '../../lib/errors.ts'
import { translate } from '../../lib/i18n.ts'
import { notifyUser } from '../notifications/index.ts'
import { userVipLevel } from '../vip/index.ts'
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
 * (a wrong one changes nothing). The first account and a change to another destination both start
 * the cool-down before withdrawals (decision 0058: a password-only takeover of an account that
 * never withdrew would otherwise set one and withdraw at once), and the user is told, by
 * notification and, when a gateway is set, by SMS in `locale`. Returns the account as saved.
 */
export async function saveReceipt(
  deps: Deps,
  input: ReceiptAccountBody & { userId: number; locale: Locale },
): Promise<ReceiptAccount> {
  const { userId, password, locale, ...account } = input
  await deps.stepUp.confirmPassword(deps, { userId, password })
  const now = deps.clock.now()
  const { saved, phone } = await inTransaction(deps.database, async (tx) => {
    const before = await findReceiptAccount(tx, userId)
    const changed =
      before === null ||
      before.account_number !== account.accountNumber ||
      before.receiver_name !== account.receiverName ||
      before.method !== account.method
    await saveReceiptAccount(tx, userId, account, {
      now,
      changedAt: changed ? now : (before?.changed_at ?? null),
    })
    const told = changed ? await tellReceiptSaved({ ...deps, db: tx }, { userId, account, locale }) : null
    return { saved: await findReceiptAccount(tx, userId), phone: told }
  })
  if (!saved) throw new Error('receipt account vanished after its save')
  if (phone !== null) deps.wakeOutbox()
  return presentReceiptAccount(saved, receiptCoolDown(deps, saved))
}

/**
 * Tells the user their payout destination was set or changed (the account's last four digits and
 * how long withdrawals wait): a notification, and an SMS when a gateway is set. Returns the phone a
 * text was queued for, or null.
 */
async function tellReceiptSaved(
  step: Pick<Deps, 'db' | 'clock' | 'sms' | 'env' | 'database' | 'stepUp'>,
  { userId, account, locale }: { userId: number; account: { accountNumber: string }; locale: Locale },
): Promise<string | null> {
  const params = { accountEnd: account.accountNumber.slice(-4), hours: step.env.receiptCooldownHours }
  await notifyUser(step, { userId, type: 'receipt.saved', params })
  const user = await findUser(step.db, userId)
  if (!user) return null
  const text = translate(locale, 'auth.smsReceiptSaved', params)
  const expiresAt = step.clock.now() + TEXT_VALID_SECONDS
  return (await step.stepUp.textUser(step, { phone: user.phone, text, expiresAt })) ? user.phone : null
}

/** How long the gateway may keep trying to deliver the notice. */
const TEXT_VALID_SECONDS = 3600
